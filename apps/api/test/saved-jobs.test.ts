import type { UserRole } from '@batas/shared/constants';
import { SAMPLE_JOBS } from '@batas/shared/samples/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertLawyer, insertUser, insertVerifiedLawyer, type TestUser } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface SavedList {
  data: { savedJobs: Array<{ job: { id: number; title: string }; savedAt: string }> };
}

const SIGNED_IN: Array<UserRole | 'verified lawyer' | 'pending lawyer'> = [
  'basic',
  'employee',
  'pending lawyer',
  'verified lawyer',
  'content_manager',
  'moderator',
  'admin',
  'super_admin',
];

/** Saved jobs: every signed-in account keeps its own list; nobody else reads or changes it. */
describe('saved jobs', () => {
  let t: TestApp;
  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, user: TestUser | null) =>
    t.app.inject({ method, url, headers: user?.auth ?? {} });
  const savedIds = async (user: TestUser) =>
    ((await send('GET', '/api/jobs/saved', user)).json() as SavedList).data.savedJobs.map((saved) => saved.job.id);
  const userFor = async (caller: (typeof SIGNED_IN)[number]) => {
    if (caller === 'verified lawyer') return insertVerifiedLawyer(t.db);
    if (caller === 'pending lawyer') {
      const entry = await insertLawyer(t.db, { profileStatus: 'unclaimed' });
      return insertUser(t.db, { role: 'lawyer', lawyerId: entry.id, approvalStatus: 'pending' });
    }
    return insertUser(t.db, { role: caller });
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks an anonymous caller to sign in, for every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/jobs/saved'],
      ['PUT', '/api/jobs/saved/1'],
      ['DELETE', '/api/jobs/saved/1'],
    ] as const) {
      const answer = await send(method, url, null);
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json()).toMatchObject({ success: false });
    }
  });

  it.each(SIGNED_IN)('lets a %s save, list and unsave jobs', async (caller) => {
    const user = await userFor(caller);
    expect(await savedIds(user)).toEqual([]);
    const saved = await send('PUT', '/api/jobs/saved/3', user);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, data: { jobId: 3, saved: true } });
    expect(await savedIds(user)).toEqual([3]);
    const removed = await send('DELETE', '/api/jobs/saved/3', user);
    expect(removed.json()).toEqual({ success: true, data: { jobId: 3, saved: false } });
    expect(await savedIds(user)).toEqual([]);
  });

  it('lists the whole job, most recently saved first, and a second save changes nothing', async () => {
    const user = await insertUser(t.db);
    await send('PUT', '/api/jobs/saved/2', user);
    await t.db.query(`UPDATE saved_jobs SET saved_at = now() - interval '1 day' WHERE user_id = $1`, [user.id]);
    await send('PUT', '/api/jobs/saved/5', user);
    await send('PUT', '/api/jobs/saved/2', user);
    const body = (await send('GET', '/api/jobs/saved', user)).json() as SavedList;
    expect(body.data.savedJobs.map((saved) => saved.job)).toEqual([
      SAMPLE_JOBS.find((job) => job.id === 5),
      SAMPLE_JOBS.find((job) => job.id === 2),
    ]);
    expect(Date.parse(body.data.savedJobs[1]!.savedAt)).toBeLessThan(Date.parse(body.data.savedJobs[0]!.savedAt));
  });

  it("keeps each user's list apart", async () => {
    const ana = await insertUser(t.db);
    const ben = await insertUser(t.db);
    await send('PUT', '/api/jobs/saved/1', ana);
    await send('PUT', '/api/jobs/saved/4', ben);
    // Ben unsaving Ana's job touches only his own (empty) entry for it.
    await send('DELETE', '/api/jobs/saved/1', ben);
    expect(await savedIds(ana)).toEqual([1]);
    expect(await savedIds(ben)).toEqual([4]);
  });

  it('answers 400 naming the field for a bad job number, 404 for a job that does not exist', async () => {
    const user = await insertUser(t.db);
    for (const bad of ['abc', '0', '-2', '1.5']) {
      const answer = await send('PUT', `/api/jobs/saved/${bad}`, user);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().errors?.[0]?.field, bad).toContain('jobId');
    }
    const missing = await send('PUT', '/api/jobs/saved/999', user);
    expect(missing.statusCode).toBe(404);
    expect((await send('DELETE', '/api/jobs/saved/999', user)).statusCode).toBe(404);
    expect(await savedIds(user)).toEqual([]);
  });

  it("drops a user's saved jobs with the account", async () => {
    const user = await insertUser(t.db);
    await send('PUT', '/api/jobs/saved/6', user);
    await t.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    const left = await t.db.query('SELECT 1 FROM saved_jobs WHERE user_id = $1', [user.id]);
    expect(left.rows).toEqual([]);
  });
});
