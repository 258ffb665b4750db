import type { Database } from '@batas/db';
import { documentOutcomes, findJob, listJobs, recentJobLogs, type JobRow } from '@batas/db/scraping-queue';
import { notFound } from '../../lib/errors.ts';

/** Most recent first; the dashboard lists these and computes active jobs and the 24-hour success rate from them. */
export const listScrapingJobs = (db: Database): Promise<JobRow[]> => listJobs(db, 50);

export const recentScrapingLogs = (db: Database) => recentJobLogs(db);

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

/** The results download: the job and what became of each document URL it found. */
export async function scrapingJobResults(db: Database, id: string) {
  const job = await findJob(db, id);
  if (!job) throw notFound('Scraping job not found');
  return { job, documents: await documentOutcomes(db, id) };
}
