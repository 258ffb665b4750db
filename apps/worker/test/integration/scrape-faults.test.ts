/**
 * Fault injection: 500s (passing and persistent), a hanging server, a truncated page, pages in the wrong
 * encoding and a robots.txt disallow. The job must finish, count exactly the documents it could not import,
 * and store every other one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { type Database } from '@batas/db';
import { startJobRunner } from '../../src/index.ts';
import { startFixtureServer, type FixtureServer } from '../support/fixture-server.ts';
import { syntheticSite } from '../support/synthetic-lawphil.ts';
import { openMemoryDatabase } from '../support/test-database.ts';
import { FAST_RUNNER, queueJob, waitForJob } from '../support/scrape-jobs.ts';

let db: Database;
let site: FixtureServer;
const { files, laws } = syntheticSite({ 'republic-acts': 10 });
const path = (index: number) => laws[index]!.path;

beforeAll(async () => {
  db = await openMemoryDatabase();
  site = await startFixtureServer({ files, robots: `User-agent: *\nDisallow: ${path(6)}\n` });
  site.faults.set(path(0), { kind: 'status', status: 503, times: 2, retryAfter: '0' }); // recovers on the 3rd try
  site.faults.set(path(1), { kind: 'status', status: 500 }); // never recovers
  site.faults.set(path(2), { kind: 'hang' }); // every attempt times out
  site.faults.set(path(3), { kind: 'truncate' }); // fewer bytes than Content-Length, every time
  site.faults.set(path(4), { kind: 'body', body: iconv.encode(files.get(path(4))!.toString('latin1'), 'utf-16le') }); // UTF-16, no BOM
  // windows-1252 bytes labelled UTF-8: wrong label, but recoverable.
  site.faults.set(path(5), { kind: 'body', body: files.get(path(5))!, contentType: 'text/html; charset=utf-8' });
  site.faults.set(path(7), { kind: 'status', status: 429, times: 1, retryAfter: '1' });
});
afterAll(async () => {
  await site.close();
  await db.close();
});

it('finishes with the right failure counts, no crash, nothing lost', async () => {
  const id = await queueJob(db, ['republic-acts']);
  const runner = startJobRunner(db, { ...FAST_RUNNER, lawphilBaseUrl: site.url });
  try {
    const job = await waitForJob(db, id, ['completed', 'failed'], 40_000);
    expect(job.status).toBe('completed');
    // 500 forever, timeout, truncated, UTF-16 and robots-disallowed: 5 failures; the other 5 stored.
    expect(job.results).toEqual({ scraped: 5, updated: 0, failed: 5, duplicates: 0 });
    expect([job.progress_completed, job.progress_total]).toEqual([10, 10]);

    const stored = await db.query<{ source_url: string; content: string }>('SELECT source_url, content FROM documents');
    const storedPaths = stored.rows.map((row) => new URL(row.source_url).pathname).sort();
    expect(storedPaths).toEqual([path(0), path(5), path(7), path(8), path(9)].sort());
    const relabelled = stored.rows.find((row) => row.source_url.endsWith(path(5)))!;
    expect(relabelled.content).toContain('\u201CTEST\u201D');

    const count = (p: string) => site.requests.filter((request) => request === p).length;
    expect(count(path(0))).toBe(3); // two 503s, then the page
    expect(count(path(1))).toBe(3); // first try + 2 retries
    expect(count(path(2))).toBe(3);
    expect(count(path(6))).toBe(0); // robots.txt said no: never requested
    expect(count(path(7))).toBe(2); // 429, waited Retry-After, then the page
    expect(site.overlaps).toEqual([]);

    const items = await db.query<{ url: string; error: string }>(
      `SELECT url, error FROM scraping_items WHERE job_id = $1 AND state = 'failed' ORDER BY id`,
      [id],
    );
    const reasons = Object.fromEntries(items.rows.map((row) => [new URL(row.url).pathname, row.error]));
    expect(reasons[path(1)]).toMatch(/HTTP 500/);
    expect(reasons[path(2)]).toMatch(/within 1000 ms/);
    expect(reasons[path(3)]).toMatch(/after 3 attempts/);
    expect(reasons[path(4)]).toMatch(/undecodable/);
    expect(reasons[path(6)]).toMatch(/robots\.txt/);
    const logs = await db.query<{ level: string; message: string }>(
      'SELECT level, message FROM scraping_logs WHERE job_id = $1',
      [id],
    );
    expect(logs.rows.filter((row) => row.level === 'warn')).toHaveLength(5);
  } finally {
    await runner.stop();
  }
});
