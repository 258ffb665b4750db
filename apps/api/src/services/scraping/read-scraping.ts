import type { Database } from '@batas/db';
import { SCRAPING_LIMITS } from '@batas/shared/constants/scraping';
import type { JobRow } from '@batas/worker';
import { notFound } from '../../lib/errors.ts';

/** Most recent first; the dashboard lists these and computes active jobs and the 24-hour success rate from them. */
export async function listScrapingJobs(db: Database, limit = 50): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow>('SELECT * FROM scraping_jobs ORDER BY created_at DESC LIMIT $1', [limit]);
  return rows;
}

export async function getScrapingJob(db: Database, id: string): Promise<JobRow> {
  const { rows } = await db.query<JobRow>('SELECT * FROM scraping_jobs WHERE id = $1', [id]);
  if (!rows[0]) throw notFound('Scraping job not found');
  return rows[0];
}

/** Scraping stats: documents in the library, those scraped since midnight (server time), per type. */
export async function scrapingStats(db: Database) {
  const totals = await db.query<{ total: number; recent: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE scraped_at >= date_trunc('day', now()))::int AS recent FROM documents`,
  );
  const byType = await db.query<{ _id: string; count: number }>(
    `SELECT document_type AS "_id", count(*)::int AS count FROM documents GROUP BY document_type ORDER BY count DESC, document_type`,
  );
  return { total: totals.rows[0]!.total, recentlyScraped: totals.rows[0]!.recent, byType: byType.rows };
}

export async function recentScrapingLogs(db: Database) {
  const { rows } = await db.query<{
    id: string;
    job_id: string | null;
    level: string;
    message: string;
    created_at: Date | string;
  }>(
    'SELECT id::text, job_id, level, message, created_at FROM scraping_logs ORDER BY created_at DESC, id DESC LIMIT $1',
    [SCRAPING_LIMITS.logEntries],
  );
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    level: row.level,
    message: row.message,
    timestamp: new Date(row.created_at).toISOString(),
  }));
}

/** The results download: the job and what became of each document URL it found. */
export async function scrapingJobResults(db: Database, id: string) {
  const job = await getScrapingJob(db, id);
  const { rows } = await db.query<{
    url: string;
    category: string;
    state: string;
    outcome: string | null;
    document_id: string | null;
    slug: string | null;
    error: string | null;
  }>(
    `SELECT i.url, i.category, i.state, i.outcome, i.document_id, d.slug, i.error
       FROM scraping_items i LEFT JOIN documents d ON d.id = i.document_id
      WHERE i.job_id = $1 AND i.is_document ORDER BY i.id`,
    [id],
  );
  return { job, documents: rows };
}
