import type { Database, Queryable } from '../client.ts';
import { writeJobLog } from './job-log.ts';
import type { JobRow, ScrapeOptions } from './job-row.ts';

export interface NewJob {
  name: string;
  categories: readonly string[];
  options: ScrapeOptions;
  createdBy: string | null;
}

/** Queues a job and logs it; a runner (in this process or another) claims it within a poll interval. */
export async function queueJob(db: Database, job: NewJob): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<JobRow>(
      `INSERT INTO scraping_jobs (name, categories, options, created_by) VALUES ($1, $2, $3, $4) RETURNING *`,
      [job.name, job.categories, JSON.stringify(job.options), job.createdBy],
    );
    const queued = rows[0]!;
    await writeJobLog(tx, queued.id, 'info', `Started scraping for ${job.categories.length} categories`);
    return queued;
  });
}

/** The scraping jobs (not library installs), most recent first. */
export async function listJobs(db: Queryable, limit = 50): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT * FROM scraping_jobs WHERE kind = 'scrape' ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function findJob(db: Queryable, id: string): Promise<JobRow | null> {
  const { rows } = await db.query<JobRow>('SELECT * FROM scraping_jobs WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Why a request about a job could not be carried out, for the API to turn into 404 or 409. */
export type JobRefusal = { refused: 'not-found' } | { refused: 'wrong-status'; status: JobRow['status'] };

/**
 * Stop: a queued job is paused at once; a running one is asked to stop and its runner pauses it at its next
 * heartbeat, aborting the request in flight. Either way it stays resumable. Finished jobs cannot be stopped.
 */
export async function requestStop(db: Database, id: string): Promise<JobRow | JobRefusal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<JobRow>('SELECT * FROM scraping_jobs WHERE id = $1 FOR UPDATE', [id]);
    const job = rows[0];
    if (!job) return { refused: 'not-found' };
    if (job.status !== 'running' && job.status !== 'pending') return { refused: 'wrong-status', status: job.status };
    const updated = await tx.query<JobRow>(
      `UPDATE scraping_jobs
          SET stop_requested = (status = 'running'),
              status = CASE WHEN status = 'pending' THEN 'paused' ELSE status END
        WHERE id = $1 RETURNING *`,
      [id],
    );
    await writeJobLog(tx, id, 'info', `Stopped scraping job ${id}`);
    return updated.rows[0]!;
  });
}

/** A paused or failed job goes back to the queue and continues with the first URL it had not finished. */
export async function resumeJob(db: Database, id: string): Promise<JobRow | JobRefusal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<JobRow>(
      `UPDATE scraping_jobs SET status = 'pending', stop_requested = false, error = NULL
        WHERE id = $1 AND status IN ('paused', 'failed') RETURNING *`,
      [id],
    );
    if (!rows[0]) {
      const job = await findJob(tx, id);
      return job ? { refused: 'wrong-status', status: job.status } : { refused: 'not-found' };
    }
    await writeJobLog(tx, id, 'info', `Resumed scraping job ${id}`);
    return rows[0];
  });
}

export const isRefusal = (answer: JobRow | JobRefusal): answer is JobRefusal => 'refused' in answer;
