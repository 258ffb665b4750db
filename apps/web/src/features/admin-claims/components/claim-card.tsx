import { formatLawyerName } from '@batas/shared/names';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconId } from '@tabler/icons-react';
import { openVerificationFile } from '../api/open-verification-file';
import type { ProfileClaim } from '@batas/shared/contracts/claims';

const STATUS_COLOR: Record<string, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const KIND_LABEL: Record<string, string> = { selfie: 'Selfie', idDocument: 'ID document' };
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

interface ClaimCardProps {
  claim: ProfileClaim;
  onReview: () => void;
}

/** One claim: who asks for which roll entry, what they wrote, their uploaded files, and the way to decide it. */
export function ClaimCard({ claim, onReview }: ClaimCardProps) {
  const claimant = formatLawyerName(`${claim.user.firstName} ${claim.user.lastName}`) || claim.user.email;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={`Claim by ${claimant}`}
      data-testid="claim-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{claimant}</Text>
            <Text size="sm" c="dimmed">
              {claim.user.email} · submitted {day(claim.createdAt)}
            </Text>
          </div>
          <Group gap="xs">
            {claim.status === 'pending' && claim.competing.length > 0 && (
              <Badge color="orange" variant="light" c="dark">
                {claim.competing.length} competing
              </Badge>
            )}
            <Badge color={STATUS_COLOR[claim.status] ?? 'gray'} variant="light" c="dark">
              {claim.status}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          Claims <strong>{claim.lawyer.fullName}</strong> (Roll No. {claim.lawyer.rollNumber}, admitted{' '}
          {day(claim.lawyer.admissionDate)})
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <strong>Verification:</strong> {claim.verificationDocuments}
        </Text>
        {claim.additionalInfo && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <strong>Additional info:</strong> {claim.additionalInfo}
          </Text>
        )}
        {claim.rejectionReason && (
          <Text size="sm" c="red.9">
            <strong>Rejection reason:</strong> {claim.rejectionReason}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {claim.uploads.length === 0 && (
            <Text size="sm" c="dimmed">
              No files uploaded
            </Text>
          )}
          {claim.uploads.map((upload) => (
            <Button
              key={upload._id}
              size="xs"
              variant="default"
              leftSection={<IconFile size={14} aria-hidden />}
              onClick={() => void openVerificationFile(upload._id)}
            >
              View {KIND_LABEL[upload.kind] ?? upload.kind}
            </Button>
          ))}
        </Group>
        {claim.status === 'pending' && (
          <Group justify="flex-end" gap="xs">
            {!claim.canDecide && (
              <Text size="sm" c="dimmed">
                {claim.decisionNote}
              </Text>
            )}
            <Button
              size="xs"
              leftSection={<IconId size={14} aria-hidden />}
              onClick={onReview}
              aria-label={`Review claim by ${claimant}`}
            >
              Review
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
