/**
 * A job that reaches nothing has failed, and says why in words an administrator can act on; a source that answers
 * but lists nothing ends completed with a warning, not a plain green tick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '@batas/db';
import { jobWarning } from '@batas/db/scraping-queue';
import { startJobRunner } from '../../src/index.ts';
import { startFixtureServer, type FixtureServer } from '../support/fixture-server.ts';
import { startHttpSite } from '../support/http-site.ts';
import { syntheticSite } from '../support/synthetic-lawphil.ts';
import { openMemoryDatabase } from '../support/test-database.ts';
import { FAST_RUNNER, queueJob, waitForJob } from '../support/scrape-jobs.ts';

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
});
afterAll(() => db.close());

const logsOf = async (id: string) =>
  (
    await db.query<{ level: string; message: string }>(
      'SELECT level, message FROM scraping_logs WHERE job_id = $1 ORDER BY id',
      [id],
    )
  ).rows;

async function runAgainst(baseUrl: string, options: Parameters<typeof queueJob>[2] = {}) {
  const id = await queueJob(db, ['republic-acts'], options);
  const runner = startJobRunner(db, { ...FAST_RUNNER, lawphilBaseUrl: baseUrl, digestIntervalMs: false });
  try {
    return { id, job: await waitForJob(db, id, ['completed', 'failed'], 20_000) };
  } finally {
    await runner.stop();
  }
}

describe('a source that does not answer', () => {
  it('fails the job with "could not reach <host>", and never blames robots.txt', async () => {
    const closed = await startHttpSite(() => {});
    await closed.close();
    const host = new URL(closed.url).host;
    const { id, job } = await runAgainst(closed.url);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(new RegExp(`^could not reach ${host.replace(/\./g, '\\.')}: .*ECONNREFUSED`));
    expect(job.end_time).not.toBeNull();
    const logs = await logsOf(id);
    expect(logs).toContainEqual({ level: 'error', message: `Scraping job ${id} failed: ${job.error}` });
    expect(logs.map((row) => row.message).join('\n')).not.toMatch(/disallow/i);
  });

  it('reads a robots.txt answering 503 as an unreachable host, not as "disallow all"', async () => {
    const { files } = syntheticSite({ 'republic-acts': 2 });
    const site: FixtureServer = await startFixtureServer({ files });
    site.faults.set('/robots.txt', { kind: 'status', status: 503, retryAfter: '0' });
    try {
      const { job } = await runAgainst(site.url);
      expect(job.status).toBe('failed');
      expect(job.error).toBe(`could not reach ${new URL(site.url).host}: robots.txt answered HTTP 503`);
      // Nothing but robots.txt was asked for: an unreachable host is not crawled.
      expect(new Set(site.requests)).toEqual(new Set(['/robots.txt']));
    } finally {
      await site.close();
    }
  });
});

describe('a source that answers with nothing', () => {
  it('completes with a warning, not a plain success', async () => {
    const { files } = syntheticSite({ 'republic-acts': 3 });
    const site = await startFixtureServer({ files });
    try {
      // No law of 1950 on the site: its listing answers, and lists nothing.
      const { id, job } = await runAgainst(site.url, { specificYear: 1950 });
      expect(job.status).toBe('completed');
      expect(job.progress_total).toBe(0);
      expect(jobWarning(job)).toMatch(/no documents were found/);
      expect(await logsOf(id)).toContainEqual({
        level: 'warn',
        message: `Scraping job ${id}: ${jobWarning(job)}`,
      });
    } finally {
      await site.close();
    }
  });

  it('gives no warning to a job that found documents', async () => {
    const { files } = syntheticSite({ 'republic-acts': 2 });
    const site = await startFixtureServer({ files });
    try {
      const { job } = await runAgainst(site.url);
      expect(job.status).toBe('completed');
      expect(job.progress_total).toBe(2);
      expect(jobWarning(job)).toBeNull();
    } finally {
      await site.close();
    }
  });
});
