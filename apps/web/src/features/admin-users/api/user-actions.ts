import { notifySuccess } from '@/lib/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as route from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

export type UserAction = 'approve' | 'reject' | 'activate' | 'deactivate' | 'delete';

const DONE: Record<UserAction, string> = {
  approve: 'User approved',
  reject: 'User rejected',
  activate: 'User activated',
  deactivate: 'User deactivated',
  delete: 'User deleted',
};

const RUN: Record<UserAction, (id: string) => Promise<{ success: true; message: string }>> = {
  approve: (id) => adminApi.call(route.approveUser, { params: { id } }),
  reject: (id) => adminApi.call(route.rejectUser, { params: { id } }),
  activate: (id) => adminApi.call(route.activateUser, { params: { id } }),
  deactivate: (id) => adminApi.call(route.deactivateUser, { params: { id } }),
  delete: (id) => adminApi.call(route.deleteUser, { params: { id } }),
};

export const runUserAction = ({ id, action }: { id: string; action: UserAction }) => RUN[action](id);

/**
 * PUT /api/admin/users/{id}/{action} and DELETE /api/admin/users/{id}. After any outcome the user list and the
 * dashboard reload; a failure is toasted by the admin query client with the server's reason.
 */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: (_answer, { action }) => notifySuccess(DONE[action]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { errorTitle: 'The action failed' },
  });
}
