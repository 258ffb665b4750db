import { Stack, Title } from '@mantine/core';
import { canAccessAdminSection } from '@batas/shared/constants';
import { useDashboardStats } from '@/features/admin-users/api/get-dashboard-stats';
import { DashboardStatCards } from '@/features/admin-users/components/dashboard-stat-cards';
import { PendingUsersCard } from '@/features/admin-users/components/pending-users-card';
import { UserClaimReview } from '@/features/admin-claims/components/user-claim-review';
import { adminSession } from '@/lib/session-store';
import { usePageMeta } from '@/lib/page-meta';

/** /admin/dashboard: the six counts and the pending users with Approve and Reject. */
export default function DashboardPage() {
  usePageMeta({ title: 'Admin Dashboard' });
  const { user: admin } = adminSession.useSnapshot();
  const dashboard = useDashboardStats();
  return (
    <Stack>
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <DashboardStatCards stats={dashboard.data?.stats} />
      <PendingUsersCard
        users={dashboard.data?.pendingUsers}
        canDecide={canAccessAdminSection(admin?.role, 'approvals')}
        renderReview={(userId, close) => <UserClaimReview userId={userId} onClose={close} />}
      />
    </Stack>
  );
}
