import { Card, Loader, Stack, Title } from '@mantine/core';
import { ConfirmEmailNotice } from '@/features/auth/components/confirm-email-notice';
import { DocumentsStep } from '@/features/auth/components/lawyer-registration/documents-step';
import { AlertsCard } from '@/features/alerts/components/alerts-card';
import { SavedJobsCard } from '@/features/jobs/components/saved-jobs-card';
import { FoldersCard } from '@/features/research-folders/components/folders-card';
import { useAccount, useOwnClaims } from '@/features/profile/api/account';
import { AccountStatusCard } from '@/features/profile/components/account-status-card';
import { accountStatus } from '@/features/profile/utils/account-status';
import { AccountFrame, RequireSignedIn } from './account-frame';

function Dashboard() {
  const account = useAccount();
  const claims = useOwnClaims();
  if (!account.data) return <Loader role="status" aria-label="Loading your account" />;
  const user = account.data;
  const latest = claims.data?.[0];
  // Documents are owed by a fresh lawyer registration, and by a claim sent without them.
  const owesDocuments =
    accountStatus(user).next === 'upload-documents' || (latest?.status === 'pending' && !latest.documentsUploaded);
  return (
    <Stack>
      <ConfirmEmailNotice user={user} />
      <AccountStatusCard user={user} />
      {owesDocuments && (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Upload verification documents
          </Title>
          <DocumentsStep
            onDone={() => {
              void account.refetch();
              void claims.refetch();
            }}
          />
        </Card>
      )}
      <FoldersCard />
      <AlertsCard />
      <SavedJobsCard />
    </Stack>
  );
}

/** /dashboard: where an account stands and what to do next. */
export default function DashboardRoute() {
  return (
    <RequireSignedIn>
      <AccountFrame title="Dashboard" size="md">
        <Dashboard />
      </AccountFrame>
    </RequireSignedIn>
  );
}
