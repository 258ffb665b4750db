import type { Database } from '@batas/db';
import type { JobRow } from '@batas/worker';
import { conflict, notFound } from '../../lib/errors.ts';

/**
 * Stop: a queued job is paused at once; a running one is asked to stop and its worker pauses it at the next
 * heartbeat (about two seconds), aborting the request in flight. Either way it stays resumable.
 */
export async function stopScraping(db: Database, id: string): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<JobRow>('SELECT * FROM scraping_jobs WHERE id = $1 FOR UPDATE', [id]);
    const job = rows[0];
    if (!job) throw notFound('Scraping job not found');
    if (job.status !== 'running' && job.status !== 'pending')
      throw conflict(`Scraping job is ${job.status}, not running`);
    const updated = await tx.query<JobRow>(
      `UPDATE scraping_jobs
          SET stop_requested = (status = 'running'),
              status = CASE WHEN status = 'pending' THEN 'paused' ELSE status END
        WHERE id = $1 RETURNING *`,
      [id],
    );
    await tx.query(`INSERT INTO scraping_logs (job_id, level, message) VALUES ($1, 'info', $2)`, [
      id,
      `Stopped scraping job ${id}`,
    ]);
    return updated.rows[0]!;
  });
}

/** A paused (or failed) job goes back to the queue and continues with the first URL it had not finished. */
export async function resumeScraping(db: Database, id: string): Promise<JobRow> {
  const { rows } = await db.query<JobRow>(
    `UPDATE scraping_jobs SET status = 'pending', stop_requested = false, error = NULL
      WHERE id = $1 AND status IN ('paused', 'failed') RETURNING *`,
    [id],
  );
  if (!rows[0]) {
    const exists = await db.query('SELECT status FROM scraping_jobs WHERE id = $1', [id]);
    if (exists.rowCount === 0) throw notFound('Scraping job not found');
    throw conflict('Only a paused or failed job can be resumed');
  }
  await db.query(`INSERT INTO scraping_logs (job_id, level, message) VALUES ($1, 'info', $2)`, [
    id,
    `Resumed scraping job ${id}`,
  ]);
  return rows[0];
}
