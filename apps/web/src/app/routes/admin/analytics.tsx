import { Stack, Text, Title } from '@mantine/core';
import { AnalyticsDashboard } from '@/features/admin-analytics/components/analytics-dashboard';
import { usePageMeta } from '@/lib/page-meta';

/** /admin/analytics: searches, document views, new users and claims over a chosen period. */
export default function AnalyticsPage() {
  usePageMeta({ title: 'Analytics' });
  return (
    <Stack>
      <Title order={1} size="h2">
        Analytics
      </Title>
      <Text c="dimmed">What visitors search for and read, and how many join and claim their profiles.</Text>
      <AnalyticsDashboard />
    </Stack>
  );
}
