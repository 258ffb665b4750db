/**
 * The job runner against a LawPhil-shaped site on 127.0.0.1: real HTTP, real parsers, real database.
 * Stored documents are checked field by field; politeness (robots.txt, one request at a time) is observed
 * on the server side.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '@batas/db';
import { startJobRunner, type JobRunner } from '../../src/index.ts';
import { startFixtureServer, type FixtureServer } from '../support/fixture-server.ts';
import { syntheticSite, lawPage } from '../support/synthetic-lawphil.ts';
import { openMemoryDatabase } from '../support/test-database.ts';
import { FAST_RUNNER, queueJob, waitForJob } from '../support/scrape-jobs.ts';

describe('scraping job runner', () => {
  let db: Database;
  let site: FixtureServer;
  let runner: JobRunner | undefined;
  const { files, laws } = syntheticSite({ 'republic-acts': 12, acts: 12, 'batas-pambansa': 4 });

  beforeAll(async () => {
    db = await openMemoryDatabase();
    site = await startFixtureServer({ files, robots: 'User-agent: *\nDisallow: /private/\n' });
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });
  afterAll(async () => {
    await site.close();
    await db.close();
  });

  const start = () =>
    (runner = startJobRunner(db, { ...FAST_RUNNER, lawphilBaseUrl: site.url, elibraryBaseUrl: site.url }));

  it('imports two categories for one year and month, field by field, politely', async () => {
    const id = await queueJob(db, ['republic-acts', 'acts'], { specificYear: 2010, specificMonth: 'Mar' });
    start();
    const job = await waitForJob(db, id, ['completed', 'failed']);
    expect(job.status).toBe('completed');
    const march = laws.filter((law) => law.month === 3 && law.category !== 'batas-pambansa');
    expect(march).toHaveLength(2);
    expect(job.results).toEqual({ scraped: 2, updated: 0, failed: 0, duplicates: 0 });
    expect([job.progress_completed, job.progress_total]).toEqual([2, 2]);
    expect(job.end_time).not.toBeNull();

    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT title, document_type, court_level, citation, date_enacted, source_url, source, content, html_content, scraped_at
         FROM documents ORDER BY citation`,
    );
    expect(rows).toHaveLength(2);
    const [act, ra] = rows as Array<Record<string, string>>;
    const actLaw = march.find((law) => law.category === 'acts')!;
    expect(act).toMatchObject({
      title: expect.stringContaining(`AN ACT NUMBER ${actLaw.number} ON THE \u201CTEST\u201D OF SCRAPERS`),
      document_type: 'Act',
      court_level: 'Legislature',
      citation: `Act No. ${actLaw.number}`,
      date_enacted: '2010-03-03',
      source_url: `${site.url}${actLaw.path}`,
      source: 'lawphil',
    });
    expect(ra).toMatchObject({
      document_type: 'Republic Act',
      citation: expect.stringMatching(/^Republic Act No\. \d+$/),
      date_enacted: '2010-03-03',
    });
    expect(ra!.content).toContain('Section 1.');
    expect(ra!.content).not.toContain('\uFFFD');
    expect(ra!.html_content).not.toMatch(/<script|<table width="800"/i);
    expect(ra!.scraped_at).not.toBeNull();

    // robots.txt once, then index pages and the two documents, never two at a time.
    expect(site.requests.filter((path) => path === '/robots.txt')).toHaveLength(1);
    expect(site.overlaps).toEqual([]);
    const logs = await db.query<{ message: string }>(
      'SELECT message FROM scraping_logs WHERE job_id = $1 ORDER BY id',
      [id],
    );
    expect(logs.rows.at(-1)!.message).toMatch(/Completed .*: 2 scraped, 0 updated, 0 failed, 0 duplicates/);
  });

  it('counts an unchanged re-import as duplicates and a changed page as updated, never storing twice', async () => {
    const ra = laws.find((law) => law.category === 'republic-acts' && law.month === 3)!;
    files.set(ra.path, lawPage({ ...ra, title: `${ra.title} AS AMENDED` }));
    const id = await queueJob(db, ['republic-acts', 'acts'], { specificYear: 2010, specificMonth: 'Mar' });
    start();
    const job = await waitForJob(db, id, ['completed', 'failed']);
    expect(job.results).toEqual({ scraped: 0, updated: 1, failed: 0, duplicates: 1 });
    const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    expect(count.rows[0]!.n).toBe(2);
  });

  it('caps each category at maxDocuments distinct documents', async () => {
    const id = await queueJob(db, ['acts', 'batas-pambansa'], { maxDocuments: 3 });
    start();
    const job = await waitForJob(db, id, ['completed', 'failed']);
    expect(job.progress_total).toBe(6);
    expect(job.results.scraped + job.results.duplicates + job.results.updated).toBe(6);
  });

  it('pauses on a stop request within seconds, and a resumed job finishes without doing anything twice', async () => {
    const id = await queueJob(db, ['republic-acts'], { delay: 150 });
    const before = site.requests.length;
    start();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await db.query('UPDATE scraping_jobs SET stop_requested = true WHERE id = $1', [id]);
    const asked = Date.now();
    const paused = await waitForJob(db, id, ['paused'], 5000);
    expect(Date.now() - asked).toBeLessThan(3000);
    expect(paused.progress_completed).toBeLessThan(12);
    await db.query(`UPDATE scraping_jobs SET status = 'pending' WHERE id = $1`, [id]);
    const done = await waitForJob(db, id, ['completed']);
    expect(done.progress_completed).toBe(12);
    expect(done.results.scraped + done.results.duplicates + done.results.updated).toBe(12);
    const fetched = site.requests.slice(before).filter((path) => path.includes('/ra2010/'));
    // Only a request cut off by the stop may be made again on resume.
    expect(fetched.length - new Set(fetched).size).toBeLessThanOrEqual(1);
  });
});
