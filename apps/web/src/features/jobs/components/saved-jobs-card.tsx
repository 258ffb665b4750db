import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBookmarkOff } from '@tabler/icons-react';
import { LoadError } from '@/components/ui/load-error';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notifyFailure } from '@/lib/notify';
import { useSavedJobs, useSetJobSaved } from '../api/saved-jobs';
import { applyLink } from '../utils/job-rules';

/** The dashboard's list of the user's saved jobs: where to apply, and a way to take each one off the list. */
export function SavedJobsCard() {
  const saved = useSavedJobs();
  const setSaved = useSetJobSaved();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="saved-jobs-title">
      <Title order={2} size="h4" mb="md" id="saved-jobs-title">
        Saved jobs
      </Title>
      {saved.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading your saved jobs" />
      ) : saved.isError ? (
        <LoadError
          message="Could not load your saved jobs"
          error={saved.error}
          onRetry={() => void saved.refetch()}
          retrying={saved.isFetching}
        />
      ) : saved.data.length === 0 ? (
        <Text size="sm">
          No saved jobs yet.{' '}
          <Anchor component={Link} to={paths.jobs.getHref()} underline="always">
            Browse legal jobs
          </Anchor>{' '}
          and choose Save Job to keep one here.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {saved.data.map(({ job }) => {
            const apply = applyLink(job);
            return (
              <Group key={job.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{job.title}</Text>
                  <Text size="sm" c="dimmed">
                    {job.company} · {job.location}
                  </Text>
                </div>
                <Group gap="xs">
                  {apply && (
                    <Button
                      component="a"
                      href={apply.href}
                      size="xs"
                      aria-label={`Apply Now: ${job.title}`}
                      {...(apply.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      Apply Now
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconBookmarkOff size={14} aria-hidden />}
                    aria-label={`Remove from saved jobs: ${job.title}`}
                    loading={setSaved.isPending && setSaved.variables?.jobId === job.id}
                    onClick={() =>
                      setSaved.mutate(
                        { jobId: job.id, saved: false },
                        { onError: (error) => notifyFailure('Could not remove the job', error.message) },
                      )
                    }
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
