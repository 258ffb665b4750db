import { Stack, Title } from '@mantine/core';
import { UserClaimReview } from '@/features/admin-claims/components/user-claim-review';
import { UserManagement } from '@/features/admin-users/components/user-management';
import { usePageMeta } from '@/lib/page-meta';

export default function UsersPage() {
  usePageMeta({ title: 'User Management' });
  return (
    <Stack>
      <Title order={1} size="h2">
        User Management
      </Title>
      <UserManagement renderReview={(userId, close) => <UserClaimReview userId={userId} onClose={close} />} />
    </Stack>
  );
}
