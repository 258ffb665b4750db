import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimInput } from '@batas/shared/schemas/accounts';
import { claimLawyer } from '@batas/shared/contracts/endpoints/claims';
import { api } from '@/lib/api-client';
import { siteSession } from '@/lib/session-store';
import { profile as profileRoute } from '@batas/shared/contracts/endpoints/auth';

/** POST /auth/claim-lawyer; then the profile is reloaded. */
export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClaimInput) => {
      const answer = await api.call(claimLawyer, { body: input });
      const profile = await api.call(profileRoute, {});
      siteSession.store(profile.user);
      return answer.message;
    },
    // The account's state and claims changed: what the dashboard cached before is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
