import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import type { AdminDocument } from './types';

/** The full document for the edit modal (the list carries only what the table shows). */
export const adminDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'one', id],
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: AdminDocument }>(`/admin/documents/${id}`, undefined, signal)).data,
    meta: { errorTitle: 'Could not load the document' },
  });

export const useAdminDocument = (id: string | null) =>
  useQuery({ ...adminDocumentQueryOptions(id ?? ''), enabled: !!id });
