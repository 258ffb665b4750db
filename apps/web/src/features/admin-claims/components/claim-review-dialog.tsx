import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProfileClaim } from '@batas/shared/contracts/auth';
import { useReviewClaim } from '../api/review-claim';
import { CompetingClaims } from './competing-claims';
import { RollEntryPanel } from './roll-entry-panel';
import { VerificationDocument } from './verification-document';

interface ClaimReviewDialogProps {
  claim: ProfileClaim | null;
  onClose: () => void;
}

/**
 * One decision per lawyer: the selfie, the ID and the roll entry side by side. Approving verifies the account and
 * grants the claim together; rejecting needs a reason, which is e-mailed to the claimant. A claim this reviewer may
 * not decide (their own; a staff claim, for a super admin) says why and offers no buttons.
 */
export function ClaimReviewDialog({ claim, onClose }: ClaimReviewDialogProps) {
  const review = useReviewClaim();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const claimant = claim ? `${claim.user.firstName} ${claim.user.lastName}`.trim() || claim.user.email : '';
  const close = () => {
    setRejecting(false);
    setReason('');
    setError(null);
    onClose();
  };
  const decide = (decision: 'approve' | 'reject') => {
    if (!claim) return;
    if (decision === 'reject' && !reason.trim()) return setError('A reason is required');
    review.mutate(
      decision === 'approve' ? { id: claim._id, decision } : { id: claim._id, decision, reason: reason.trim() },
      { onSuccess: close },
    );
  };

  return (
    <Modal
      opened={claim !== null}
      onClose={close}
      title={`Review claim by ${claimant}`}
      size="72rem"
      centered
      closeButtonProps={{ 'aria-label': 'Close the review' }}
    >
      {claim && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <VerificationDocument label="Selfie" upload={claim.uploads.find((upload) => upload.kind === 'selfie')} />
            <VerificationDocument
              label="ID document"
              upload={claim.uploads.find((upload) => upload.kind === 'idDocument')}
            />
            <RollEntryPanel claim={claim} />
          </SimpleGrid>
          <CompetingClaims claim={claim} />
          {!claim.canDecide && claim.decisionNote && (
            <Alert color="yellow" title="You cannot decide this claim" c="dark">
              {claim.decisionNote}
            </Alert>
          )}
          {claim.status === 'pending' && claim.canDecide && rejecting && (
            <Textarea
              label="Reason"
              description="Sent to the claimant by e-mail and shown on their dashboard."
              required
              autosize
              minRows={3}
              maxLength={1000}
              value={reason}
              error={error}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            {claim.status === 'pending' && claim.canDecide && !rejecting && (
              <>
                <Button
                  color="red.9"
                  variant="outline"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setRejecting(true)}
                >
                  Reject
                </Button>
                <Button
                  leftSection={<IconCheck size={16} aria-hidden />}
                  loading={review.isPending}
                  onClick={() => decide('approve')}
                >
                  Approve and verify
                </Button>
              </>
            )}
            {claim.status === 'pending' && claim.canDecide && rejecting && (
              <Button color="red.9" loading={review.isPending} onClick={() => decide('reject')}>
                Reject Claim
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
