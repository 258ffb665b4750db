/**
 * /api/admin/scraping: the guard for every role, server-side validation naming the field, and real jobs run
 * through the API against a LawPhil-shaped site on 127.0.0.1 (stored documents checked field by field).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@batas/shared/constants';
import { startJobRunner, type JobRunner } from '@batas/worker';
import { startFixtureServer, type FixtureServer } from '../../worker/test/support/fixture-server.ts';
import { syntheticSite } from '../../worker/test/support/synthetic-lawphil.ts';
import { FAST_RUNNER } from '../../worker/test/support/scrape-jobs.ts';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';

const ROLES = [
  'super_admin',
  'admin',
  'moderator',
  'content_manager',
  'lawyer',
  'basic',
] as const satisfies readonly UserRole[];
const ALLOWED: UserRole[] = ['super_admin', 'admin'];
const missing = randomUUID();
const ENDPOINTS = [
  { method: 'POST', url: '/api/admin/scraping/start', body: {}, allowedStatus: 400 },
  { method: 'POST', url: `/api/admin/scraping/stop/${missing}`, allowedStatus: 404 },
  { method: 'POST', url: `/api/admin/scraping/resume/${missing}`, allowedStatus: 404 },
  { method: 'GET', url: '/api/admin/scraping/jobs', allowedStatus: 200 },
  { method: 'GET', url: '/api/admin/scraping/stats', allowedStatus: 200 },
  { method: 'GET', url: '/api/admin/scraping/logs', allowedStatus: 200 },
  { method: 'GET', url: `/api/admin/scraping/jobs/${missing}/results`, allowedStatus: 404 },
] as const;

describe('scraping API', () => {
  let t: TestApp;
  let accounts: Record<string, TestAccount>;
  let site: FixtureServer;
  const { files, laws } = syntheticSite({ 'republic-acts': 6, 'presidential-decree': 6, acts: 3 }, 2009);

  beforeAll(async () => {
    t = await createTestApp();
    accounts = {};
    for (const role of ROLES) accounts[role] = await addAccount(t.db, { role });
    site = await startFixtureServer({ files });
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const call = (method: string, url: string, who?: TestAccount, body?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: who?.headers, payload: body as object });

  describe.each(ENDPOINTS)('$method $url', (endpoint) => {
    it('refuses anonymous callers with 401', async () => {
      expect(
        (await call(endpoint.method, endpoint.url, undefined, 'body' in endpoint ? endpoint.body : undefined))
          .statusCode,
      ).toBe(401);
    });
    it.each(ROLES)('as %s', async (role) => {
      const response = await call(
        endpoint.method,
        endpoint.url,
        accounts[role],
        'body' in endpoint ? endpoint.body : undefined,
      );
      expect(response.statusCode).toBe(ALLOWED.includes(role) ? endpoint.allowedStatus : 403);
    });
  });

  it.each([
    [{ categories: [] }, 'categories', 'Please select at least one category to scrape'],
    [{ categories: ['republic-acts', 'nope'] }, 'categories.1', 'Unknown category'],
    [{ categories: ['acts'], options: { specificYear: 1899 } }, 'options.specificYear', 'at least 1900'],
    [
      { categories: ['acts'], options: { specificYear: new Date().getFullYear() + 1 } },
      'options.specificYear',
      'at most',
    ],
    [{ categories: ['acts'], options: { specificMonth: 'Sept' } }, 'options.specificMonth', 'Month must be one of'],
    [{ categories: ['acts'], options: { maxDocuments: 0 } }, 'options.maxDocuments', 'at least 1'],
    [{ categories: ['acts'], options: { maxDocuments: 10_001 } }, 'options.maxDocuments', 'at most 10000'],
    [{ categories: ['acts'], options: { delay: 499 } }, 'options.delay', 'at least 500'],
    [{ categories: ['acts'], options: { delay: 10_001 } }, 'options.delay', 'at most 10000'],
  ])('rejects %j with 400 naming %s', async (body, field, message) => {
    const response = await call('POST', '/api/admin/scraping/start', accounts.admin, body);
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((entry: { field: string }) => entry.field === field);
    expect(error?.message).toContain(message);
  });

  it('runs jobs for several categories with a year and a month, and reports them', async () => {
    const runner: JobRunner = startJobRunner(t.db, {
      ...FAST_RUNNER,
      lawphilBaseUrl: site.url,
      elibraryBaseUrl: site.url,
    });
    try {
      const started = await call('POST', '/api/admin/scraping/start', accounts.admin, {
        categories: ['republic-acts', 'presidential-decree'],
        options: { specificYear: 2009, specificMonth: 'Jun', maxDocuments: 50, delay: 500 },
      });
      expect(started.statusCode).toBe(201);
      const job = started.json().data;
      expect(job).toMatchObject({
        name: 'Republic Acts, Presidential Decrees (Jun 2009)',
        status: 'pending',
        options: { maxDocuments: 50, delay: 500 },
      });
      expect(started.json().message).toBe('Started scraping for 2 categories');
      // Defaults filled in on the server.
      const second = (
        await call('POST', '/api/admin/scraping/start', accounts.super_admin, { categories: ['acts'] })
      ).json().data;
      expect(second.options).toMatchObject({ maxDocuments: 100, delay: 1500, specificYear: null, specificMonth: null });

      let jobs: Array<{ id: string; status: string }> = [];
      for (let i = 0; i < 300 && (jobs.length < 2 || !jobs.every((entry) => entry.status === 'completed')); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        jobs = (await call('GET', '/api/admin/scraping/jobs', accounts.admin)).json().data;
      }
      const done = jobs.find((entry) => entry.id === job.id) as unknown as Record<string, unknown>;
      expect(done).toMatchObject({
        status: 'completed',
        progress: { completed: 2, total: 2 },
        results: { scraped: 2, updated: 0, failed: 0, duplicates: 0 },
      });
      expect(done.startTime).toEqual(expect.any(String));
      expect(done.endTime).toEqual(expect.any(String));

      const june = laws.filter((law) => law.month === 6 && law.category !== 'acts');
      const docs = await t.db.query<Record<string, string>>(
        `SELECT title, document_type, citation, date_enacted, source_url FROM documents WHERE document_type <> 'Act' ORDER BY document_type`,
      );
      expect(docs.rows).toEqual(
        june
          .sort((a, b) => (a.category < b.category ? -1 : 1))
          .map((law) => ({
            title: expect.stringContaining(`AN ACT NUMBER ${law.number}`),
            document_type: law.category === 'republic-acts' ? 'Republic Act' : 'Presidential Decree',
            citation: `${law.category === 'republic-acts' ? 'Republic Act No.' : 'Presidential Decree No.'} ${law.number}`,
            date_enacted: `2009-06-${String(law.day).padStart(2, '0')}`,
            source_url: `${site.url}${law.path}`,
          })),
      );

      const stats = (await call('GET', '/api/admin/scraping/stats', accounts.admin)).json().data;
      expect(stats).toEqual({
        total: 5,
        recentlyScraped: 5,
        byType: [
          { _id: 'Act', count: 3 },
          { _id: 'Presidential Decree', count: 1 },
          { _id: 'Republic Act', count: 1 },
        ],
      });
      const logs = (await call('GET', '/api/admin/scraping/logs', accounts.admin)).json().data;
      expect(logs.length).toBeLessThanOrEqual(50);
      expect(logs.map((entry: { message: string }) => entry.message)).toContain('Started scraping for 2 categories');

      const download = await call('GET', `/api/admin/scraping/jobs/${job.id}/results`, accounts.admin);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="scraping-job-${job.id}.json"`);
      expect(download.json().documents).toHaveLength(2);
      expect(download.json().documents[0]).toMatchObject({
        state: 'done',
        outcome: 'inserted',
        slug: expect.any(String),
      });

      // Stopping a finished job is refused; stopping a queued one pauses it at once and logs the dashboard's message.
      expect((await call('POST', `/api/admin/scraping/stop/${job.id}`, accounts.admin)).statusCode).toBe(409);
      await runner.stop();
      const queued = (await call('POST', '/api/admin/scraping/start', accounts.admin, { categories: ['acts'] })).json()
        .data;
      const stopped = await call('POST', `/api/admin/scraping/stop/${queued.id}`, accounts.admin);
      expect(stopped.json()).toMatchObject({
        message: `Stopped scraping job ${queued.id}`,
        data: { status: 'paused' },
      });
      const resumed = await call('POST', `/api/admin/scraping/resume/${queued.id}`, accounts.admin);
      expect(resumed.json().data.status).toBe('pending');
    } finally {
      await runner.stop();
    }
  });
});
