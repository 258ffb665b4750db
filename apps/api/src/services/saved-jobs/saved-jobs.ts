import type { Queryable } from '@batas/db';
import type { SavedJob } from '@batas/shared/contracts/jobs';
import { sampleJob } from '@batas/shared/samples/jobs';
import { notFound } from '../../lib/errors.ts';

/** Only jobs the site lists can be saved: anything else is a 404, like any address naming nothing. */
function knownJob(jobId: number) {
  const job = sampleJob(jobId);
  if (!job) throw notFound('No job has this number');
  return job;
}

/** The user's saved jobs, most recently saved first; ids no longer among the listed jobs are left out. */
export async function listSavedJobs(db: Queryable, userId: string): Promise<SavedJob[]> {
  const result = await db.query<{ job_id: number; saved_at: Date }>(
    'SELECT job_id, saved_at FROM saved_jobs WHERE user_id = $1 ORDER BY saved_at DESC, job_id',
    [userId],
  );
  return result.rows.flatMap((row) => {
    const job = sampleJob(row.job_id);
    return job ? [{ job, savedAt: new Date(row.saved_at).toISOString() }] : [];
  });
}

/** Saving twice keeps the first save (and its date): the button is a toggle, a double click must not fail. */
export async function saveJob(db: Queryable, userId: string, jobId: number) {
  knownJob(jobId);
  await db.query('INSERT INTO saved_jobs (user_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, jobId]);
  return { jobId, saved: true };
}

/** Unsaving a job that is not saved is not an error: the list ends up as asked. */
export async function unsaveJob(db: Queryable, userId: string, jobId: number) {
  knownJob(jobId);
  await db.query('DELETE FROM saved_jobs WHERE user_id = $1 AND job_id = $2', [userId, jobId]);
  return { jobId, saved: false };
}
