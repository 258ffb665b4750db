import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatLongUsDate } from '@batas/shared/dates';
import { paths } from '@/config/paths';
import type { SessionUser } from '@batas/shared/contracts/auth';
import { useOwnClaims } from '../api/account';
import { accountStatus, CLAIM_STATUS_LABELS } from '../utils/account-status';

/** The account's verification state, its latest claim, and the next step (docs/accounts.md). */
export function AccountStatusCard({ user }: { user: SessionUser }) {
  const status = accountStatus(user);
  const claims = useOwnClaims();
  const latest = claims.data?.[0];
  const lawyerId = user.claimedLawyerProfile;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Account status
          </Title>
          {/* The light variant's own text shade is too faint on its tint (axe: 3:1 for gray); the darkest shade reads. */}
          <Badge
            color={status.color}
            c={`${status.color}.9`}
            size="lg"
            variant="light"
            data-testid="verification-status"
          >
            {status.label}
          </Badge>
        </Group>
        <Text>{status.description}</Text>
        {latest && (
          <Alert
            color={latest.status === 'rejected' ? 'red' : latest.status === 'approved' ? 'green' : 'blue'}
            title={CLAIM_STATUS_LABELS[latest.status] ?? latest.status}
            data-testid="claim-status"
          >
            <Text size="sm">
              {latest.lawyer.fullName} (roll number {latest.lawyer.rollNumber}), submitted{' '}
              {formatLongUsDate(latest.createdAt)}.
            </Text>
            {latest.status === 'pending' && (
              <Text size="sm" mt={4}>
                {latest.documentsUploaded
                  ? 'An administrator is comparing your selfie and ID with the roll entry. We will e-mail you the decision.'
                  : 'Upload your selfie and ID below so an administrator can compare them with the roll entry.'}
              </Text>
            )}
            {latest.rejectionReason && (
              <Text size="sm" mt={4}>
                Reason: {latest.rejectionReason}
              </Text>
            )}
            {latest.status === 'rejected' && status.next !== 'upload-documents' && (
              <Button component={Link} to={paths.claimProfile.getHref(latest.lawyer._id)} size="xs" mt="sm">
                Try again
              </Button>
            )}
          </Alert>
        )}
        <Group>
          {status.next === 'claim-profile' && !claims.isLoading && !latest && (
            <Button component={Link} to={paths.claimProfile.getHref()}>
              Claim Lawyer Profile
            </Button>
          )}
          {status.next === 'write' && lawyerId && (
            <>
              <Button component={Link} to={paths.articleNew.getHref()}>
                Write an article
              </Button>
              <Button component={Link} to={paths.articlesManage.getHref()} variant="light">
                Manage articles
              </Button>
              <Button component={Link} to={paths.lawyerEdit.getHref(lawyerId)} variant="light">
                Edit lawyer profile
              </Button>
              <Button component={Link} to={paths.lawyer.getHref(lawyerId)} variant="default">
                View public profile
              </Button>
            </>
          )}
          <Button component={Link} to={paths.settings.getHref()} variant="default">
            Settings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
