import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import type { LibraryDocument as AdminDocument } from '@batas/shared/contracts/documents';

/** The full document for the edit modal (the list carries only what the table shows). */
export const adminDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'one', id],
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: AdminDocument }>(`/admin/documents/${id}`, { signal })).data,
    meta: { errorTitle: 'Could not load the document' },
  });

export const useAdminDocument = (id: string | null) =>
  useQuery({ ...adminDocumentQueryOptions(id ?? ''), enabled: !!id });
