import type { Queryable } from '../client.ts';
import { JOB_COLUMNS, type JobRow } from './job-row.ts';

/**
 * Takes the oldest job nobody is working on: a pending one, or a running one whose worker stopped proving it is
 * alive (heartbeat older than staleAfterMs: the process died, so the job resumes where it was). FOR UPDATE SKIP
 * LOCKED lets several workers poll at once without taking the same row or waiting on each other.
 */
export async function claimJob(db: Queryable, workerId: string, staleAfterMs: number): Promise<JobRow | null> {
  const { rows } = await db.query<JobRow>(
    `UPDATE scraping_jobs
        SET status = 'running', locked_by = $1, heartbeat_at = now(), start_time = coalesce(start_time, now()),
            end_time = NULL, error = NULL
      WHERE id = (
        SELECT id FROM scraping_jobs
         WHERE NOT stop_requested
           AND (status = 'pending'
                OR (status = 'running' AND (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => $2::float8 / 1000))))
         ORDER BY created_at
         LIMIT 1
           FOR UPDATE SKIP LOCKED)
      RETURNING ${JOB_COLUMNS}`,
    [workerId, staleAfterMs],
  );
  return rows[0] ?? null;
}

/** A job whose worker died after a stop was asked for ends paused, as the stop intended. */
export async function pauseAbandonedStops(db: Queryable, staleAfterMs: number): Promise<void> {
  await db.query(
    `UPDATE scraping_jobs SET status = 'paused', locked_by = NULL, stop_requested = false
      WHERE status = 'running' AND stop_requested
        AND (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => $1::float8 / 1000))`,
    [staleAfterMs],
  );
}

/** Proves this worker is alive; answers whether a stop was asked for, or null when the job is no longer ours. */
export async function heartbeat(
  db: Queryable,
  jobId: string,
  workerId: string,
): Promise<{ stopRequested: boolean } | null> {
  const { rows } = await db.query<{ stop_requested: boolean }>(
    `UPDATE scraping_jobs SET heartbeat_at = now() WHERE id = $1 AND locked_by = $2 AND status = 'running'
      RETURNING stop_requested`,
    [jobId, workerId],
  );
  return rows[0] ? { stopRequested: rows[0].stop_requested } : null;
}

/**
 * A scraping job's counts and progress, always recomputed from the work items so that a resumed job cannot count
 * twice. A library install keeps its own (recordJobProgress).
 */
export async function refreshCounts(db: Queryable, jobId: string): Promise<void> {
  await db.query(
    `UPDATE scraping_jobs j
        SET progress_completed = s.completed, progress_total = s.total,
            results = jsonb_build_object('scraped', s.scraped, 'updated', s.updated, 'failed', s.failed, 'duplicates', s.duplicates)
       FROM (SELECT count(*) FILTER (WHERE is_document)::int AS total,
                    count(*) FILTER (WHERE is_document AND state <> 'pending')::int AS completed,
                    count(*) FILTER (WHERE outcome = 'inserted')::int AS scraped,
                    count(*) FILTER (WHERE outcome = 'updated')::int AS updated,
                    count(*) FILTER (WHERE outcome = 'duplicate')::int AS duplicates,
                    count(*) FILTER (WHERE is_document AND state = 'failed')::int AS failed
               FROM scraping_items WHERE job_id = $1) s
      WHERE j.id = $1 AND j.kind = 'scrape'`,
    [jobId],
  );
}

export type FinalStatus = 'completed' | 'failed' | 'paused';

/** Leaves the job in its final (or paused) state and lets go of it. Only the owner may. */
export async function releaseJob(
  db: Queryable,
  jobId: string,
  workerId: string,
  status: FinalStatus,
  error?: string,
): Promise<boolean> {
  await refreshCounts(db, jobId);
  const { rowCount } = await db.query(
    `UPDATE scraping_jobs
        SET status = $3, locked_by = NULL, stop_requested = false, error = $4,
            end_time = CASE WHEN $3 = 'paused' THEN NULL ELSE now() END
      WHERE id = $1 AND locked_by = $2`,
    [jobId, workerId, status, error ?? null],
  );
  return rowCount > 0;
}

/** A job this worker gives back without finishing it (it is shutting down): queued again for the next runner. */
export async function requeueJob(db: Queryable, jobId: string, workerId: string): Promise<void> {
  await db.query(`UPDATE scraping_jobs SET status = 'pending', locked_by = NULL WHERE id = $1 AND locked_by = $2`, [
    jobId,
    workerId,
  ]);
}

/**
 * On the embedded database this process is the only worker, so a job still marked running was left by a process
 * that died: it goes back to the queue at once (or ends paused, if a stop had been asked for).
 */
export async function reclaimRunningJobs(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE scraping_jobs SET status = 'pending', locked_by = NULL WHERE status = 'running' AND NOT stop_requested`,
  );
  await db.query(
    `UPDATE scraping_jobs SET status = 'paused', locked_by = NULL, stop_requested = false WHERE status = 'running'`,
  );
}

/** 'Completed Republic Acts: 12 scraped, 0 updated, 1 failed, 3 duplicates', for the activity log. */
export async function completionSummary(db: Queryable, jobId: string): Promise<string> {
  const { rows } = await db.query<Pick<JobRow, 'name' | 'results'>>(
    'SELECT name, results FROM scraping_jobs WHERE id = $1',
    [jobId],
  );
  const { name, results } = rows[0]!;
  return `Completed ${name}: ${results.scraped} scraped, ${results.updated} updated, ${results.failed} failed, ${results.duplicates} duplicates`;
}
