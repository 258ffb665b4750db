/**
 * Politeness across worker processes on PostgreSQL: two job runners with their own connection pools and their own
 * in-process gates (as two `npm run worker` processes have) crawl one host at once. The host must never get two
 * requests at the same time, nor one sooner than the job's delay after the previous answer. The same with real
 * processes: apps/api/test/multi-process.test.ts. Needs TEST_DATABASE_URL; skipped (visibly) without it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '@batas/db';
import { HostGate } from '../../src/fetch/host-gate.ts';
import { startJobRunner } from '../../src/index.ts';
import { FAST_FETCH, FAST_RUNNER, queueJob, waitForJob } from '../support/scrape-jobs.ts';
import { gapsBetweenRequests, startHttpSite, type HttpSite } from '../support/http-site.ts';
import { syntheticSite } from '../support/synthetic-lawphil.ts';
import { createPostgresSchema, type PostgresSchema } from '../support/test-database.ts';

const DELAY_MS = 150;

describe.skipIf(!process.env.TEST_DATABASE_URL)('one host, two workers, one pause (TEST_DATABASE_URL)', () => {
  let schema: PostgresSchema;
  let dbs: Database[];
  let site: HttpSite;
  const { files } = syntheticSite({ 'republic-acts': 6, acts: 6 });

  beforeAll(async () => {
    schema = (await createPostgresSchema())!;
    dbs = [await schema.open(), await schema.open(), await schema.open()];
    site = await startHttpSite((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const body = path === '/robots.txt' ? Buffer.from('User-agent: *\nAllow: /\n') : files.get(path);
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
      res.end(body ?? 'not found');
    });
  });
  afterAll(async () => {
    await site.close();
    for (const db of dbs) await db.close();
    await schema.drop();
  });

  it('keeps the delay between every two requests, whichever worker sends them', async () => {
    const [control, one, two] = dbs as [Database, Database, Database];
    const jobs = [
      await queueJob(control, ['republic-acts'], { delay: DELAY_MS }),
      await queueJob(control, ['acts'], { delay: DELAY_MS }),
    ];
    const runner = (db: Database, workerId: string) =>
      startJobRunner(db, {
        ...FAST_RUNNER,
        fetcher: { ...FAST_FETCH, gate: new HostGate() },
        workerId,
        lawphilBaseUrl: site.url,
      });
    const runners = [runner(one, 'worker-one'), runner(two, 'worker-two')];
    try {
      for (const id of jobs) expect((await waitForJob(control, id, ['completed'], 60_000)).status).toBe('completed');
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    // Both jobs ran at the same time (one on each worker), so the pauses had to be shared to hold.
    const times = await control.query<{ overlap: boolean }>(
      'SELECT max(start_time) < min(end_time) AS overlap FROM scraping_jobs',
    );
    expect(times.rows[0]!.overlap).toBe(true);
    const gaps = gapsBetweenRequests(site);
    expect(site.requests.length).toBe(2 * (1 + 1 + 6)); // per job: robots.txt, the index, six laws
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(DELAY_MS);
  });
});
