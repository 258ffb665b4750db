import { useUserPendingClaim } from '../api/get-claims';
import { ClaimReviewDialog } from './claim-review-dialog';

/**
 * The review dialog for an account's waiting claim, opened from User Management or the dashboard: the same one
 * decision as in the claims queue.
 */
export function UserClaimReview({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const claim = useUserPendingClaim(userId);
  return <ClaimReviewDialog claim={userId ? (claim.data ?? null) : null} onClose={onClose} />;
}
