import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { DashboardStats } from '@batas/shared/contracts/admin-dashboard';

const CARDS: Array<{ key: keyof DashboardStats; label: string }> = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'pendingApprovals', label: 'Pending Approvals' },
  { key: 'approvedUsers', label: 'Approved Users' },
  { key: 'rejectedUsers', label: 'Rejected Users' },
  { key: 'totalLawyers', label: 'Total Lawyers' },
  { key: 'totalArticles', label: 'Total Articles' },
];

/** The dashboard's six counts. */
export function DashboardStatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" m={0}>
      {CARDS.map((card) => (
        <Paper key={card.key} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} data-testid={`stat-${card.key}`}>
            {stats ? (
              stats[card.key].toLocaleString('en-US')
            ) : (
              <Skeleton h={28} w={60} component="span" display="inline-block" />
            )}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
