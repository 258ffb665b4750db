import { type Database } from '@batas/db';
import { findJob, queueJob as queue, type JobRow, type ScrapeOptions } from '@batas/db/scraping-queue';

/** Queues a job the way POST /api/admin/scraping/start does (tests may use delays below the API's 500 ms floor). */
export async function queueJob(
  db: Database,
  categories: string[],
  options: Partial<ScrapeOptions> = {},
): Promise<string> {
  const job = await queue(db, {
    name: `Test: ${categories.join(', ')}`,
    categories,
    options: { maxDocuments: 100, delay: 20, ...options },
    createdBy: null,
  });
  return job.id;
}

export async function readJob(db: Database, id: string): Promise<JobRow> {
  return (await findJob(db, id))!;
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
