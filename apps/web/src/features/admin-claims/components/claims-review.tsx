import { Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PagePagination } from '@/components/ui/page-pagination';
import { useClaims } from '../api/get-claims';
import type { ClaimStatusFilter, ProfileClaim } from '@batas/shared/contracts/claims';
import { ClaimCard } from './claim-card';
import { ClaimReviewDialog } from './claim-review-dialog';

const FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** Profile claims with the claimant's verification files: each is reviewed and decided in one dialog. */
export function ClaimsReview() {
  const [status, setStatus] = useState<ClaimStatusFilter>('pending');
  const [page, setPage] = useState(1);
  const claims = useClaims(status, page);
  const [reviewing, setReviewing] = useState<ProfileClaim | null>(null);

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
          <Loader role="status" aria-label="Loading claims" />
        </Center>
      ) : claims.data?.claims.length ? (
        claims.data.claims.map((claim) => (
          <ClaimCard key={claim._id} claim={claim} onReview={() => setReviewing(claim)} />
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
      <ClaimReviewDialog claim={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
