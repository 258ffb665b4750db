import { Card, SimpleGrid, Text } from '@mantine/core';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import type { ScrapingJob, ScrapingStats } from '../api/scraping-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Completed (and not empty-handed) over all jobs listed in the last 24 hours, as a rounded percent. */
export function successRate(jobs: readonly ScrapingJob[], now = Date.now()): number {
  const recent = jobs.filter((job) => now - new Date(job.startTime ?? job.createdAt).getTime() <= DAY_MS);
  if (recent.length === 0) return 0;
  return Math.round((recent.filter((job) => job.status === 'completed' && !job.warning).length / recent.length) * 100);
}

function StatCard({ label, value, hint }: { label: string; value: string | number; hint: string }) {
  return (
    <Card withBorder padding="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

export function StatCards({ stats, jobs }: { stats?: ScrapingStats; jobs: readonly ScrapingJob[] }) {
  const active = jobs.filter((job) => job.status === 'running').length;
  const completed = jobs.filter((job) => job.status === 'completed').length;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <StatCard
        label="Total Documents"
        value={stats?.total ?? 0}
        hint={`${stats?.recentlyScraped ?? 0} scraped today`}
      />
      <StatCard label="Active Jobs" value={active} hint={`${completed} completed`} />
      <StatCard
        label="Categories"
        value={stats?.byType.length ?? 0}
        hint={`${SCRAPING_CATEGORIES.length} can be scraped`}
      />
      <StatCard label="Success Rate" value={`${successRate(jobs)}%`} hint="Last 24 hours" />
    </SimpleGrid>
  );
}
