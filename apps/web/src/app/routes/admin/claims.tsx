import { Stack, Text, Title } from '@mantine/core';
import { ClaimsReview } from '@/features/admin-claims/components/claims-review';
import { usePageMeta } from '@/lib/page-meta';

export default function ClaimsPage() {
  usePageMeta({ title: 'Claims & Verification' });
  return (
    <Stack>
      <Title order={1} size="h2">
        Claims &amp; Verification
      </Title>
      <Text c="dimmed">Profile claims and the verification documents their claimants uploaded.</Text>
      <ClaimsReview />
    </Stack>
  );
}
