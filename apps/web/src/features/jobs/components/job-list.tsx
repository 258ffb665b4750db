import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Job } from '@batas/shared/contracts/jobs';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSavedJobs, useSetJobSaved } from '../api/saved-jobs';
import { JobCard } from './job-card';

/**
 * The cards of one page of jobs, with saving. Saving needs an account: a visitor who is signed out is asked to sign
 * in first, and comes back to this very page (filters and page kept) afterwards.
 */
export function JobList({ jobs }: { jobs: readonly Job[] }) {
  const { user } = useSession();
  const location = useLocation();
  const saved = useSavedJobs();
  const setSaved = useSetJobSaved();
  const [signInFor, setSignInFor] = useState<Job | null>(null);
  const savedIds = new Set(saved.data?.map((entry) => entry.job.id));

  const toggle = (job: Job) => {
    if (!user) {
      setSignInFor(job);
      return;
    }
    const save = !savedIds.has(job.id);
    setSaved.mutate(
      { jobId: job.id, saved: save },
      {
        onSuccess: () =>
          notifySuccess(save ? `Saved “${job.title}” to your dashboard.` : 'Removed from your saved jobs.'),
        onError: (error) => notifyFailure('Could not update your saved jobs', error.message),
      },
    );
  };

  return (
    <>
      <Stack gap="md">
        {jobs.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            saved={savedIds.has(job.id)}
            saving={setSaved.isPending && setSaved.variables?.jobId === job.id}
            onToggleSave={toggle}
          />
        ))}
      </Stack>
      <Modal opened={signInFor !== null} onClose={() => setSignInFor(null)} title="Sign in to save jobs" centered>
        <Stack>
          <Text size="sm">
            Saved jobs are kept in your account, on your dashboard. Sign in, and you come back to this page to save
            {signInFor ? ` “${signInFor.title}”` : ' it'}.
          </Text>
          <Group justify="flex-end">
            <Button component={Link} to={paths.registerBasic.getHref()} variant="default">
              Create an account
            </Button>
            <Button
              component={Link}
              to={paths.login.getHref()}
              state={{ from: `${location.pathname}${location.search}` }}
              leftSection={<IconLogin size={16} aria-hidden />}
            >
              Sign in
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
