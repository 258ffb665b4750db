import { notifySuccess } from '@/lib/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';

export type UserAction = 'approve' | 'reject' | 'activate' | 'deactivate' | 'delete';

const DONE: Record<UserAction, string> = {
  approve: 'User approved',
  reject: 'User rejected',
  activate: 'User activated',
  deactivate: 'User deactivated',
  delete: 'User deleted',
};

export const runUserAction = ({ id, action }: { id: string; action: UserAction }) =>
  action === 'delete' ? adminApi.delete(`/admin/users/${id}`) : adminApi.put(`/admin/users/${id}/${action}`);

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
