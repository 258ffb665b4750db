import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import { getDocument } from '@batas/shared/contracts/endpoints/admin';

/** The full document for the edit modal (the list carries only what the table shows). */
export const adminDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'one', id],
    queryFn: async ({ signal }) => (await adminApi.call(getDocument, { params: { id } }, { signal })).data,
    meta: { errorTitle: 'Could not load the document' },
  });

export const useAdminDocument = (id: string | null) =>
  useQuery({ ...adminDocumentQueryOptions(id ?? ''), enabled: !!id });
