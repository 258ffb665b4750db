import { notifySuccess } from '@/lib/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveClaim, rejectClaim } from '@batas/shared/contracts/endpoints/claims';
import { adminApi } from '@/lib/api-client';

/** An approval may carry an override: the claim lacks its selfie or ID, and the reviewer says why it is granted. */
type Decision =
  | { id: string; decision: 'approve'; override?: { reason: string } }
  | { id: string; decision: 'reject'; reason: string };

/** POST /api/auth/approve-claim/{id} (with `override` and its reason when documents are missing) or /reject-claim/{id} with the reason; the queue and dashboard reload. */
export function useReviewClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Decision) =>
      input.decision === 'approve'
        ? adminApi.call(approveClaim, {
            params: { id: input.id },
            body: input.override ? { override: true, reason: input.override.reason } : undefined,
          })
        : adminApi.call(rejectClaim, { params: { id: input.id }, body: { reason: input.reason } }),
    onSuccess: (_answer, input) => notifySuccess(input.decision === 'approve' ? 'Claim approved' : 'Claim rejected'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { errorTitle: 'Could not record the decision' },
  });
}
