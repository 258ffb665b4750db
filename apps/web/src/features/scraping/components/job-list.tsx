import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import { downloadJobResults, type JobStatus, type ScrapingJob } from '../api/scraping-queries';

const ICONS: Record<JobStatus, { icon: string; color: string }> = {
  running: { icon: '⟳', color: 'blue' },
  completed: { icon: '✓', color: 'green' },
  failed: { icon: '✕', color: 'red' },
  paused: { icon: '❚❚', color: 'yellow' },
  pending: { icon: '◷', color: 'gray' },
};
/** A completed job that found nothing is not a green tick: it shows as a warning, its reason under it. */
const WARNING = { icon: '!', color: 'yellow' };
const statusOf = (job: ScrapingJob) =>
  job.warning
    ? { ...WARNING, text: 'completed, nothing found' }
    : { ...(ICONS[job.status] ?? ICONS.pending), text: job.status };

const label = (slug: string) => SCRAPING_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;

export function formatDuration(job: ScrapingJob, now = Date.now()): string {
  if (!job.startTime) return '—';
  const seconds = Math.max(
    0,
    Math.round(((job.endTime ? new Date(job.endTime).getTime() : now) - new Date(job.startTime).getTime()) / 1000),
  );
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes}m ${seconds % 60}s` : `${seconds}s`;
}

interface Props {
  jobs: readonly ScrapingJob[];
  onStop: (id: string) => void;
  onResume: (id: string) => void;
}

export function JobList({ jobs, onStop, onResume }: Props) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Scraping Jobs
      </Title>
      {jobs.length === 0 && <Text c="dimmed">No scraping jobs found</Text>}
      <Stack>
        {jobs.map((job) => {
          const status = statusOf(job);
          const percent = job.progress.total ? Math.round((job.progress.completed / job.progress.total) * 100) : 0;
          const hasResults = Object.values(job.results).some((count) => count > 0);
          return (
            <Card key={job.id} withBorder padding="sm" data-testid="scraping-job">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Tooltip label={status.text}>
                    <ActionIcon
                      variant="light"
                      color={status.color}
                      c="dark"
                      aria-label={`Status: ${status.text}`}
                      component="span"
                    >
                      {status.icon}
                    </ActionIcon>
                  </Tooltip>
                  <div>
                    <Text fw={600}>{job.name}</Text>
                    <Text size="xs" c="dimmed">
                      {job.categories.length === SCRAPING_CATEGORIES.length
                        ? 'All categories'
                        : job.categories.map(label).join(', ')}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs">
                  {/* Light badge with dark text: white on yellow or green fails WCAG contrast (axe, in the e2e test). */}
                  <Badge color={status.color} variant="light" autoContrast c="dark">
                    {status.text}
                  </Badge>
                  {job.status === 'running' && (
                    <Button size="xs" color="red" variant="light" onClick={() => onStop(job.id)}>
                      Stop
                    </Button>
                  )}
                  {(job.status === 'paused' || job.status === 'failed') && (
                    <Button size="xs" variant="light" onClick={() => onResume(job.id)}>
                      Resume
                    </Button>
                  )}
                  {job.status === 'completed' && hasResults && (
                    <Button size="xs" variant="subtle" onClick={() => void downloadJobResults(job.id)}>
                      Download results
                    </Button>
                  )}
                </Group>
              </Group>
              <Group gap="lg" mt="xs">
                <Text size="sm">Duration: {formatDuration(job)}</Text>
                <Text size="sm">
                  Progress: {job.progress.completed}/{job.progress.total} ({percent}%)
                </Text>
                <Text size="sm">
                  Scraped {job.results.scraped} · Updated {job.results.updated} · Failed {job.results.failed} ·
                  Duplicates {job.results.duplicates}
                </Text>
              </Group>
              {job.status === 'running' && <Progress value={percent} mt="xs" animated aria-label="Job progress" />}
              {job.error && (
                <Text size="sm" c="red.9" mt="xs">
                  {job.status === 'failed' ? `Failed: ${job.error}` : job.error}
                </Text>
              )}
              {job.warning && (
                <Text size="sm" mt="xs">
                  <strong>Warning:</strong> {job.warning}
                </Text>
              )}
            </Card>
          );
        })}
      </Stack>
    </Card>
  );
}
