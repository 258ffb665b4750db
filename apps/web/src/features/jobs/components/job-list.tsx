import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { Job } from '@batas/shared/contracts/jobs';
import { useSession } from '@/lib/auth';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSavedJobs, useSetJobSaved } from '../api/saved-jobs';
import { JobCard } from './job-card';
import { SaveJobSignIn } from './save-job-sign-in';

/**
 * The cards of one page of jobs, with saving. Saving needs an account: a visitor who is signed out is asked to sign
 * in first, and comes back to this very page (filters and page kept) afterwards.
 */
export function JobList({ jobs }: { jobs: readonly Job[] }) {
  const { user } = useSession();
  const saved = useSavedJobs();
  const setSaved = useSetJobSaved();
  const [signInFor, setSignInFor] = useState<number | null>(null);
  const savedIds = new Set(saved.data?.map((entry) => entry.job.id));

  const toggle = (job: Job) => {
    if (!user) {
      setSignInFor(job.id);
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
    <Stack gap="md">
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          saved={savedIds.has(job.id)}
          saving={setSaved.isPending && setSaved.variables?.jobId === job.id}
          onToggleSave={toggle}
        >
          {signInFor === job.id && <SaveJobSignIn jobTitle={job.title} onDismiss={() => setSignInFor(null)} />}
        </JobCard>
      ))}
    </Stack>
  );
}
