import { notifySuccess } from '@/lib/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDocumentValues } from '@batas/shared/schemas/admin-document';
import { adminApi } from '@/lib/api-client';
import type { LibraryDocument as AdminDocument } from '@batas/shared/contracts/documents';

/** POST /api/admin/documents (create) or PUT /api/admin/documents/{id} (update) with the form body. */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: AdminDocumentValues }) =>
      id
        ? adminApi.put<{ data: AdminDocument }>(`/admin/documents/${id}`, values)
        : adminApi.post<{ data: AdminDocument }>('/admin/documents', values),
    onSuccess: (_answer, { id }) => {
      notifySuccess(id ? 'Document updated' : 'Document created');
      return queryClient.invalidateQueries({ queryKey: ['admin', 'documents'] });
    },
    meta: { errorTitle: 'Could not save the document' },
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.delete(`/admin/documents/${id}`),
    onSuccess: () => notifySuccess('Document deleted'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'documents'] }),
    meta: { errorTitle: 'Could not delete the document' },
  });
}
