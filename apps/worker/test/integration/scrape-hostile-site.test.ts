/**
 * A whole scraping job against a hostile copy of LawPhil on this machine. Its index links a law-shaped page on
 * another local service (an absolute off-site link, and a same-site link that redirects there) and a 60 MB
 * page with no declared length. The job must finish, store the one genuine law, never send a request to the
 * other service, and fail the huge page at the size cap.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database } from '@batas/db';
import { LAWPHIL_CATEGORIES } from '../../src/sources/lawphil/categories.ts';
import { startJobRunner } from '../../src/index.ts';
import { FAST_RUNNER, queueJob, waitForJob } from '../support/scrape-jobs.ts';
import { indexPage, lawPage, syntheticLaws } from '../support/synthetic-lawphil.ts';
import { redirect, startHttpSite, streamEndlessly, type HttpSite } from '../support/http-site.ts';
import { openMemoryDatabase } from '../support/test-database.ts';

const [genuine, offSite, redirected, huge] = syntheticLaws('republic-acts', 4);
const secretLaw = { ...offSite!, title: 'INTERNAL SERVICE PASSWORD HUNTER2' };

let db: Database;
let secret: HttpSite;
let site: HttpSite;

beforeAll(async () => {
  db = await openMemoryDatabase();
  // Another service on this machine. Its pages would parse as a law, so anything fetched from it would be published.
  secret = await startHttpSite((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(lawPage(secretLaw));
  });
  const index = indexPage([genuine!, offSite!, redirected!, huge!])
    .toString('latin1')
    .replace(offSite!.path.split('/').slice(-2).join('/'), `${secret.url}${offSite!.path}`);
  site = await startHttpSite(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === LAWPHIL_CATEGORIES['republic-acts']!.indexPath) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(Buffer.from(index, 'latin1'));
    } else if (path === genuine!.path) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(lawPage(genuine!));
    } else if (path === redirected!.path) redirect(res, `${secret.url}${redirected!.path}`);
    else if (path === huge!.path) await streamEndlessly(res, 60 * 1024 * 1024);
    else {
      res.writeHead(404);
      res.end();
    }
  });
});
afterAll(async () => {
  await site.close();
  await secret.close();
  await db.close();
});

it('publishes nothing from another host and stops the huge page at the cap', async () => {
  const id = await queueJob(db, ['republic-acts']);
  const runner = startJobRunner(db, { ...FAST_RUNNER, lawphilBaseUrl: site.url });
  try {
    const job = await waitForJob(db, id, ['completed', 'failed'], 60_000);
    expect(job.status).toBe('completed');
    expect(secret.requests).toEqual([]);

    const stored = await db.query<{ title: string; source_url: string }>('SELECT title, source_url FROM documents');
    expect(stored.rows.map((row) => row.source_url)).toEqual([`${site.url}${genuine!.path}`]);
    const leaked = await db.query(`SELECT 1 FROM documents WHERE content ILIKE '%hunter2%' OR title ILIKE '%hunter2%'`);
    expect(leaked.rowCount).toBe(0);

    // The off-site link was never queued; the redirect and the huge page failed with their reasons.
    const items = await db.query<{ url: string; state: string; error: string | null }>(
      'SELECT url, state, error FROM scraping_items WHERE job_id = $1 AND is_document ORDER BY url',
      [id],
    );
    expect(items.rows.some((row) => row.url.startsWith(secret.url))).toBe(false);
    const byPath = Object.fromEntries(items.rows.map((row) => [new URL(row.url).pathname, row]));
    expect(byPath[redirected!.path]).toMatchObject({ state: 'failed', error: expect.stringMatching(/redirects off/) });
    expect(byPath[huge!.path]).toMatchObject({ state: 'failed', error: expect.stringMatching(/larger than/) });
    expect(job.results).toEqual({ scraped: 1, updated: 0, failed: 2, duplicates: 0 });
  } finally {
    await runner.stop();
  }
});
