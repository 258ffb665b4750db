import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { StartScrapingInput } from '@batas/shared/schemas/scraping';
import {
  scrapingKeys,
  useResumeScraping,
  useScrapingJobs,
  useScrapingLogs,
  useScrapingStats,
  useStartScraping,
  useStopScraping,
} from '../api/scraping-queries';
import { ActivityLogs, type ActivityEntry } from './activity-logs';
import { JobList } from './job-list';
import { StartJobForm } from './start-job-form';
import { StatCards } from './stat-cards';
import { TypeDistribution } from './type-distribution';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The Scraping Dashboard. Its log lines use the dashboard's fixed wording. */
export function ScrapingDashboard() {
  const client = useQueryClient();
  const jobs = useScrapingJobs();
  const stats = useScrapingStats();
  const logs = useScrapingLogs();
  const start = useStartScraping();
  const stop = useStopScraping();
  const resume = useResumeScraping();
  // Failures never reach the server's log, so the page keeps its own error entries beside it.
  const [local, setLocal] = useState<ActivityEntry[]>([]);
  const note = (text: string, level = 'error') =>
    setLocal((entries) => [
      ...entries,
      { id: `local-${Date.now()}-${entries.length}`, level, message: text, timestamp: new Date().toISOString() },
    ]);

  const onStart = (body: StartScrapingInput) =>
    start.mutate(body, { onError: (error) => note(`Error starting scraping: ${message(error)}`) });
  const onStop = (id: string) =>
    stop.mutate(id, { onError: (error) => note(`Error stopping scraping: ${message(error)}`) });
  const onResume = (id: string) =>
    resume.mutate(id, { onError: (error) => note(`Error resuming scraping: ${message(error)}`) });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Scraping Dashboard
        </Title>
        <Button variant="default" onClick={() => void client.invalidateQueries({ queryKey: scrapingKeys.all })}>
          Refresh
        </Button>
      </Group>
      <StatCards stats={stats.data} jobs={jobs.data ?? []} />
      <TypeDistribution stats={stats.data} />
      <StartJobForm starting={start.isPending} onStart={onStart} />
      <JobList jobs={jobs.data ?? []} onStop={onStop} onResume={onResume} />
      <ActivityLogs entries={[...(logs.data ?? []), ...local]} />
    </Stack>
  );
}
