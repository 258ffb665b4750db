import { notifySuccess } from '@/lib/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDocumentValues } from '@batas/shared/schemas/admin-document';
import { adminApi } from '@/lib/api-client';
import * as route from '@batas/shared/contracts/endpoints/admin';

/** POST /api/admin/documents (create) or PUT /api/admin/documents/{id} (update) with the form body. */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: AdminDocumentValues }) =>
      id
        ? adminApi.call(route.updateDocument, { params: { id }, body: values })
        : adminApi.call(route.createDocument, { body: values }),
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
    mutationFn: (id: string) => adminApi.call(route.deleteDocument, { params: { id } }),
    onSuccess: () => notifySuccess('Document deleted'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'documents'] }),
    meta: { errorTitle: 'Could not delete the document' },
  });
}
