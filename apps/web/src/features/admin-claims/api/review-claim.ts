import { notifySuccess } from '@/lib/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';

type Decision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/** POST /api/auth/approve-claim/{id} or /reject-claim/{id} with the reason; the queue and dashboard reload. */
export function useReviewClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Decision) =>
      input.decision === 'approve'
        ? adminApi.post(`/auth/approve-claim/${input.id}`)
        : adminApi.post(`/auth/reject-claim/${input.id}`, { reason: input.reason }),
    onSuccess: (_answer, input) => notifySuccess(input.decision === 'approve' ? 'Claim approved' : 'Claim rejected'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { errorTitle: 'Could not record the decision' },
  });
}
