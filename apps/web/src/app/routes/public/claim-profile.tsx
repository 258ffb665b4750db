import { Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { DocumentsStep } from '@/features/auth/components/lawyer-registration/documents-step';
import { ClaimProfileForm } from '@/features/claims/components/claim-profile-form';
import { AccountFrame, RequireSignedIn } from './account-frame';

/**
 * /claim-profile (optionally ?lawyer=<id> from a profile's "Claim this profile"): claim a lawyer profile from the
 * roll, then upload a selfie and an ID so the reviewer can compare them with the roll entry.
 */
export default function ClaimProfileRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const toDashboard = () => void navigate(paths.dashboard.getHref());
  return (
    <RequireSignedIn>
      <AccountFrame
        title="Claim your lawyer profile"
        subtitle="Find your entry in the Roll of Attorneys and tell us how we can verify that it is you."
        size="md"
      >
        <Stack>
          <ClaimProfileForm initialLawyerId={params.get('lawyer')} onSubmitted={() => setSubmitted(true)} />
          {submitted && (
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="md">
                Upload verification documents
              </Title>
              <DocumentsStep onSkip={toDashboard} onDone={toDashboard} />
            </Card>
          )}
        </Stack>
      </AccountFrame>
    </RequireSignedIn>
  );
}
