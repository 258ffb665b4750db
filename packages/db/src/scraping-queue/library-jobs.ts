import type { Database, Queryable } from '../client.ts';
import { writeJobLog } from './job-log.ts';
import { JOB_COLUMNS, type JobRow } from './job-row.ts';

/**
 * Installs of the library's collections run on the scraping job runner as jobs of their own kind: queued by a super
 * admin, claimed, heart-beaten, resumed after a restart and listed in the notices like any job.
 */
export interface LibraryJobOptions {
  collection: string;
}

/** The collection a library-install job installs. */
export function libraryJobCollection(job: Pick<JobRow, 'options'>): string {
  return (job.options as unknown as LibraryJobOptions).collection;
}

export type LibraryQueueAnswer = { queued: JobRow } | { alreadyQueued: JobRow };

/** Queues an install of one collection, unless one is already waiting or running (then that one is answered). */
export async function queueLibraryInstall(
  db: Database,
  request: { collection: string; name: string; createdBy: string | null },
): Promise<LibraryQueueAnswer> {
  return db.transaction(async (tx) => {
    // One install of a collection at a time, whoever asks: the lock orders two admins pressing at once.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`library-install:${request.collection}`]);
    const open = await tx.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM scraping_jobs
        WHERE kind = 'library-install' AND options->>'collection' = $1 AND status IN ('pending', 'running')
        ORDER BY created_at DESC LIMIT 1`,
      [request.collection],
    );
    if (open.rows[0]) return { alreadyQueued: open.rows[0] };
    const { rows } = await tx.query<JobRow>(
      `INSERT INTO scraping_jobs (kind, name, categories, options, created_by)
       VALUES ('library-install', $1, '{}', $2, $3) RETURNING ${JOB_COLUMNS}`,
      [request.name, JSON.stringify({ collection: request.collection } satisfies LibraryJobOptions), request.createdBy],
    );
    await writeJobLog(tx, rows[0]!.id, 'info', `Queued: ${request.name}`);
    return { queued: rows[0]! };
  });
}

/** The newest install job of each collection. */
export async function latestLibraryJobs(db: Queryable): Promise<Map<string, JobRow>> {
  const { rows } = await db.query<JobRow>(
    `SELECT DISTINCT ON (options->>'collection') ${JOB_COLUMNS} FROM scraping_jobs
      WHERE kind = 'library-install' ORDER BY options->>'collection', created_at DESC`,
  );
  return new Map(rows.map((row) => [libraryJobCollection(row), row]));
}

/** The running job's own progress (files read of the files expected) and counts, written by its runner only. */
export async function recordJobProgress(
  db: Queryable,
  jobId: string,
  workerId: string,
  progress: { completed: number; total: number; results: Record<string, number> },
): Promise<void> {
  await db.query(
    `UPDATE scraping_jobs SET progress_completed = $3, progress_total = $4, results = $5
      WHERE id = $1 AND locked_by = $2`,
    [jobId, workerId, progress.completed, progress.total, JSON.stringify(progress.results)],
  );
}

/** A job's log, newest first. */
export async function jobLogEntries(db: Queryable, jobId: string, limit = 50) {
  const { rows } = await db.query<{ level: string; message: string; created_at: Date | string }>(
    'SELECT level, message, created_at FROM scraping_logs WHERE job_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [jobId, limit],
  );
  return rows.map((row) => ({ level: row.level, message: row.message, at: new Date(row.created_at).toISOString() }));
}
