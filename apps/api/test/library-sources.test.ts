/**
 * Library sources in the back-office: where each collection stands, queuing its install as a job of the runner
 * (never from an address the browser names), one install of a collection at a time, and a failed install in the
 * notices. The install itself is tested in apps/worker/test/integration/library-*.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librarySourcesResponse } from '@batas/shared/contracts/admin-library';
import { notificationsResponse } from '@batas/shared/contracts/admin-notifications';
import { createTestApp } from './helpers.ts';
import { addAccount, auditRows, type TestAccount, type TestApp } from './admin-support.ts';

describe('library sources', () => {
  let t: TestApp;
  let superAdmin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await addAccount(t.db, { role: 'super_admin' });
  });
  afterAll(() => t.close());

  const sources = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/library', headers: superAdmin.headers });
    expect(response.statusCode).toBe(200);
    return librarySourcesResponse.parse(response.json()).data.collections;
  };
  const install = (collection: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/library/${collection}/install`, headers: superAdmin.headers });

  it('lists both collections, pinned, and not installed on a new database', async () => {
    const collections = await sources();
    expect(collections.map(({ id, repository, state, job }) => ({ id, repository, state, job }))).toEqual([
      { id: 'gazette', repository: 'aobalitaan/ph-gazette-scraper', state: 'not-installed', job: null },
      { id: 'lawphil', repository: 'blackflare546/lawphil-data-collection', state: 'not-installed', job: null },
    ]);
    expect(collections.every((collection) => /^[0-9a-f]{40}$/.test(collection.pinnedCommit))).toBe(true);
  });

  it('queues an install as a job, refuses a second while it waits, and records who asked', async () => {
    const first = await install('lawphil');
    expect(first.statusCode).toBe(202);
    const job = first.json().data;
    expect(job).toMatchObject({ status: 'pending', progress: { completed: 0, total: 0 } });
    const second = await install('lawphil');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('An install of LawPhil is already pending');

    const lawphil = (await sources()).find((collection) => collection.id === 'lawphil')!;
    expect(lawphil).toMatchObject({ state: 'queued', job: { id: job.id, status: 'pending' } });
    expect(lawphil.job!.log.map((entry) => entry.message)).toEqual([expect.stringMatching(/^Queued: Install LawPhil/)]);
    const rows = await t.db.query<{ kind: string; options: unknown }>(
      'SELECT kind, options FROM scraping_jobs WHERE id = $1',
      [job.id],
    );
    expect(rows.rows).toEqual([{ kind: 'library-install', options: { collection: 'lawphil' } }]);
    expect((await auditRows(t.db, 'lawphil')).map((row) => row.action)).toEqual(['library.install']);
    // The Scraping Monitor lists scraping jobs only.
    const scraping = await t.app.inject({
      method: 'GET',
      url: '/api/admin/scraping/jobs',
      headers: superAdmin.headers,
    });
    expect(scraping.json().data).toEqual([]);
  });

  it('takes only a known collection, never an address', async () => {
    const response = await install('https%3A%2F%2Fevil.example%2Fx.tar.gz');
    expect(response.statusCode).toBe(400);
  });

  it('shows an installed collection with its counts, and a failed install in the bell', async () => {
    await t.db.query(
      `INSERT INTO library_collections (id, status, commit_sha, counts, finished_at)
       VALUES ('gazette', 'installed', '0000000000000000000000000000000000000001', '{"documents": 12, "inserted": 12}', now())`,
    );
    const gazette = (await sources()).find((collection) => collection.id === 'gazette')!;
    expect(gazette).toMatchObject({
      state: 'installed',
      installedCommit: '0000000000000000000000000000000000000001',
      counts: { documents: 12, inserted: 12 },
    });
    await t.db.query(
      `UPDATE scraping_jobs SET status = 'failed', error = 'the archive is truncated', end_time = now() WHERE kind = 'library-install'`,
    );
    const lawphil = (await sources()).find((collection) => collection.id === 'lawphil')!;
    expect(lawphil).toMatchObject({ state: 'failed', job: { error: 'the archive is truncated' } });
    const bell = await t.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: superAdmin.headers });
    const { notices } = notificationsResponse.parse(bell.json()).data;
    expect(notices.map((notice) => [notice.kind, notice.count])).toEqual([['failedInstalls', 1]]);
    // A failed install can be started again: it resumes.
    expect((await install('lawphil')).statusCode).toBe(202);
  });
});
