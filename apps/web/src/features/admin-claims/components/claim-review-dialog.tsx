import { formatLawyerName } from '@batas/shared/names';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { CLAIM_OVERRIDE_MESSAGES } from '@batas/shared/contracts/auth';
import type { ProfileClaim } from '@batas/shared/contracts/claims';
import { useReviewClaim } from '../api/review-claim';
import { CompetingClaims } from './competing-claims';
import { RollEntryPanel } from './roll-entry-panel';
import { VerificationDocument } from './verification-document';

interface ClaimReviewDialogProps {
  claim: ProfileClaim | null;
  onClose: () => void;
}

/** The required documents this claim lacks, as the reviewer reads them. */
function missingDocuments(claim: ProfileClaim): string[] {
  const has = (kind: string) => claim.uploads.some((upload) => upload.kind === kind);
  return [...(has('selfie') ? [] : ['a selfie']), ...(has('idDocument') ? [] : ['an ID document'])];
}

/**
 * One decision per lawyer: the selfie, the ID and the roll entry side by side. Approving verifies the account and
 * grants the claim together; rejecting needs a reason, which is e-mailed to the claimant. A claim without its selfie or
 * ID is approved only as an override: the reviewer is told what is missing and gives a reason, which the audit log
 * keeps. A claim this reviewer may not decide (their own; a staff claim, for a super admin) says why and offers no
 * buttons.
 */
export function ClaimReviewDialog({ claim, onClose }: ClaimReviewDialogProps) {
  const review = useReviewClaim();
  const [rejecting, setRejecting] = useState(false);
  const [overriding, setOverriding] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const missing = claim ? missingDocuments(claim) : [];
  const claimant = claim ? formatLawyerName(`${claim.user.firstName} ${claim.user.lastName}`) || claim.user.email : '';
  const close = () => {
    setRejecting(false);
    setOverriding(false);
    setReason('');
    setError(null);
    onClose();
  };
  const decide = (decision: 'approve' | 'reject') => {
    if (!claim) return;
    if (decision === 'approve' && missing.length > 0 && !overriding) return setOverriding(true);
    if ((decision === 'reject' || overriding) && !reason.trim())
      return setError(decision === 'reject' ? 'A reason is required' : CLAIM_OVERRIDE_MESSAGES.reasonRequired);
    review.mutate(
      decision === 'reject'
        ? { id: claim._id, decision, reason: reason.trim() }
        : { id: claim._id, decision, ...(overriding ? { override: { reason: reason.trim() } } : {}) },
      { onSuccess: close },
    );
  };
  const deciding = claim?.status === 'pending' && claim.canDecide;
  const cancelOverride = () => {
    setOverriding(false);
    setReason('');
    setError(null);
  };

  const reasonProps = {
    value: reason,
    error,
    onChange: (value: string) => {
      setReason(value);
      // The message answered the last attempt; typing is the next one.
      setError(null);
    },
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
          {deciding && overriding && (
            <Alert color="orange" title="Approve without the required documents?" c="dark">
              The claimant has not uploaded {missing.join(' or ')}. Approving marks them Verified anyway. Say why: the
              reason is kept in the audit log.
            </Alert>
          )}
          {deciding && overriding && <ReasonField label="Reason for the override" minRows={2} {...reasonProps} />}
          {claim.status === 'pending' && claim.canDecide && rejecting && (
            <ReasonField
              label="Reason"
              description="Sent to the claimant by e-mail and shown on their dashboard."
              minRows={3}
              {...reasonProps}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            {deciding && !rejecting && !overriding && (
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
            {deciding && overriding && (
              <>
                <Button variant="default" onClick={cancelOverride}>
                  Back
                </Button>
                {/* Red as a warning, and its darkest shade: orange fails WCAG contrast with white text (axe, e2e). */}
                <Button color="red.9" loading={review.isPending} onClick={() => decide('approve')}>
                  Approve without documents
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

interface ReasonFieldProps {
  label: string;
  description?: string;
  minRows: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** The reason an override or a rejection needs: required, up to 1,000 characters, focused when it appears. */
function ReasonField({ label, description, minRows, value, error, onChange }: ReasonFieldProps) {
  return (
    <Textarea
      label={label}
      description={description}
      required
      autosize
      minRows={minRows}
      maxLength={1000}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus
    />
  );
}
