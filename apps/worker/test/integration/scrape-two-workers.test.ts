/**
 * Two job runners (separate pools, as two worker processes would have) share one job set on PostgreSQL:
 * every job is run by exactly one of them, no URL is fetched twice, no document stored twice.
 * Needs TEST_DATABASE_URL; skipped (visibly) without it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '@batas/db';
import { startJobRunner } from '../../src/index.ts';
import { startFixtureServer, type FixtureServer } from '../support/fixture-server.ts';
import { syntheticSite } from '../support/synthetic-lawphil.ts';
import { createPostgresSchema, type PostgresSchema } from '../support/test-database.ts';
import { FAST_RUNNER, queueJob, waitForJob } from '../support/scrape-jobs.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two workers on PostgreSQL (TEST_DATABASE_URL)', () => {
  let schema: PostgresSchema;
  let dbs: Database[];
  let site: FixtureServer;
  const { files } = syntheticSite({ 'republic-acts': 8, acts: 8, 'batas-pambansa': 8, 'presidential-decree': 8 });

  beforeAll(async () => {
    schema = (await createPostgresSchema())!;
    dbs = [await schema.open(), await schema.open(), await schema.open()];
    site = await startFixtureServer({ files });
  });
  afterAll(async () => {
    await site.close();
    for (const db of dbs) await db.close();
    await schema.drop();
  });

  it('shares the queue without fetching or storing anything twice', async () => {
    const [control, one, two] = dbs as [Database, Database, Database];
    const ids = [];
    for (const category of ['republic-acts', 'acts', 'batas-pambansa', 'presidential-decree'])
      ids.push(await queueJob(control, [category]));
    const runners = [
      startJobRunner(one, { ...FAST_RUNNER, workerId: 'worker-one', lawphilBaseUrl: site.url }),
      startJobRunner(two, { ...FAST_RUNNER, workerId: 'worker-two', lawphilBaseUrl: site.url }),
    ];
    try {
      for (const id of ids)
        expect((await waitForJob(control, id, ['completed', 'failed'], 60_000)).status).toBe('completed');
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    const results = await control.query<{ scraped: number }>(
      `SELECT (results->>'scraped')::int AS scraped FROM scraping_jobs`,
    );
    expect(results.rows.reduce((sum, row) => sum + row.scraped, 0)).toBe(32);
    const docs = await control.query<{ n: number; urls: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT source_url)::int AS urls FROM documents',
    );
    expect(docs.rows[0]).toEqual({ n: 32, urls: 32 });
    const pages = site.requests.filter((path) => path !== '/robots.txt');
    expect(pages.length).toBe(new Set(pages).size);
    expect(pages.length).toBe(32 + 4);
    // Each job was started (seeded) exactly once.
    const claimed = await control.query<{ message: string }>(
      `SELECT message FROM scraping_logs WHERE message LIKE 'Job % started%'`,
    );
    expect(claimed.rowCount).toBe(4);
  });
});
