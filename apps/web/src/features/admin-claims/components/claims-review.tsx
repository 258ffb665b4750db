import { Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PagePagination } from '@/components/ui/page-pagination';
import { useClaims } from '../api/get-claims';
import { useReviewClaim } from '../api/review-claim';
import type { ClaimStatusFilter, ProfileClaim } from '@batas/shared/contracts/auth';
import { ClaimCard } from './claim-card';
import { RejectClaimModal } from './reject-claim-modal';

const FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** Profile claims with the claimant's verification files: approve, or reject with a reason. */
export function ClaimsReview() {
  const [status, setStatus] = useState<ClaimStatusFilter>('pending');
  const [page, setPage] = useState(1);
  const claims = useClaims(status, page);
  const review = useReviewClaim();
  const [rejecting, setRejecting] = useState<ProfileClaim | null>(null);
  const claimant = (claim: ProfileClaim | null) =>
    claim ? `${claim.user.firstName} ${claim.user.lastName}`.trim() || claim.user.email : '';

  return (
    <Stack>
      <SegmentedControl
        data={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value as ClaimStatusFilter);
          setPage(1);
        }}
        aria-label="Claim status"
        w="fit-content"
      />
      {claims.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading claims" />
        </Center>
      ) : claims.data?.claims.length ? (
        claims.data.claims.map((claim) => (
          <ClaimCard
            key={claim._id}
            claim={claim}
            busy={review.isPending && review.variables?.id === claim._id}
            onApprove={() => review.mutate({ id: claim._id, decision: 'approve' })}
            onReject={() => setRejecting(claim)}
          />
        ))
      ) : (
        <Text c="dimmed">No claims to review</Text>
      )}
      <PagePagination
        page={page}
        totalPages={claims.data?.pagination.totalPages ?? 0}
        onChange={setPage}
        label="Claim pages"
      />
      <RejectClaimModal
        key={rejecting?._id ?? 'none'}
        opened={rejecting !== null}
        claimant={claimant(rejecting)}
        loading={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting &&
          review.mutate({ id: rejecting._id, decision: 'reject', reason }, { onSuccess: () => setRejecting(null) })
        }
      />
    </Stack>
  );
}
