import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@batas/shared/constants';
import { notificationsResponse } from '@batas/shared/contracts/admin-notifications';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';
import { insertLawyer } from './support/accounts.ts';

/** The bell counts what waits, live, and tells each role only what its pages can act on. */
describe('admin notifications', () => {
  let t: TestApp;
  const accounts = new Map<UserRole, TestAccount>();
  const bell = async (role: UserRole) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: accounts.get(role)!.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return notificationsResponse.parse(response.json()).data;
  };
  const kinds = async (role: UserRole) => (await bell(role)).notices.map((notice) => notice.kind);

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['super_admin', 'admin', 'moderator', 'content_manager'] as const) {
      accounts.set(role, await addAccount(t.db, { role }));
    }
  });
  afterAll(() => t.close());

  it('is empty when nothing waits', async () => {
    expect(await bell('super_admin')).toEqual({ notices: [], total: 0 });
  });

  it('counts pending claims, pending registrations and recently failed scraping jobs', async () => {
    const claimant = await addAccount(t.db, { role: 'basic', approvalStatus: 'pending' });
    await addAccount(t.db, { role: 'lawyer', approvalStatus: 'pending' });
    const lawyer = await insertLawyer(t.db);
    await t.db.query(`INSERT INTO lawyer_claims (user_id, lawyer_id, verification_documents) VALUES ($1, $2, 'ID')`, [
      claimant.id,
      lawyer.id,
    ]);
    await t.db.query(
      `INSERT INTO scraping_jobs (name, categories, status, end_time) VALUES
         ('Failed today', '{acts}', 'failed', now() - interval '1 hour'),
         ('Failed long ago', '{acts}', 'failed', now() - interval '30 days'),
         ('Completed', '{acts}', 'completed', now())`,
    );
    const answer = await bell('super_admin');
    expect(answer.notices).toEqual([
      { kind: 'pendingClaims', count: 1, latestAt: expect.any(String) },
      { kind: 'pendingAccounts', count: 2, latestAt: expect.any(String) },
      { kind: 'failedJobs', count: 1, latestAt: expect.any(String) },
    ]);
    expect(answer.total).toBe(4);
    expect(Date.now() - Date.parse(answer.notices[2]!.latestAt)).toBeGreaterThan(59 * 60 * 1000);
  });

  it('shows each role only the notices of the sections it may open', async () => {
    expect(await kinds('admin')).toEqual(['pendingClaims', 'pendingAccounts', 'failedJobs']);
    expect(await kinds('moderator')).toEqual(['pendingClaims', 'pendingAccounts']);
    expect(await bell('content_manager')).toEqual({ notices: [], total: 0 });
  });
});
