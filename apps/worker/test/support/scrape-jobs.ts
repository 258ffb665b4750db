import { type Database } from '@batas/db';
import { type JobRow, type ScrapeOptions } from '../../src/jobs/job-row.ts';

/** Queues a job the way POST /api/admin/scraping/start does (tests may use delays below the API's 500 ms floor). */
export async function queueJob(
  db: Database,
  categories: string[],
  options: Partial<ScrapeOptions> = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO scraping_jobs (name, categories, options) VALUES ($1, $2, $3) RETURNING id`,
    [`Test: ${categories.join(', ')}`, categories, JSON.stringify({ maxDocuments: 100, delay: 20, ...options })],
  );
  return rows[0]!.id;
}

export async function readJob(db: Database, id: string): Promise<JobRow> {
  const { rows } = await db.query<JobRow>('SELECT * FROM scraping_jobs WHERE id = $1', [id]);
  return rows[0]!;
}

export async function waitForJob(db: Database, id: string, statuses: string[], timeoutMs = 30_000): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(db, id);
    if (statuses.includes(job.status)) return job;
    if (Date.now() > deadline)
      throw new Error(`job ${id} is ${job.status}, not ${statuses.join('/')} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const FAST_FETCH = { timeoutMs: 1000, retry: { retries: 2, baseDelayMs: 20, maxDelayMs: 200 } };
export const FAST_RUNNER = { pollIntervalMs: 50, heartbeatMs: 200, fetcher: FAST_FETCH };
