import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { ADMIN_PASSWORD, addAccount, type TestApp } from './admin-support.ts';

describe('admin login and dashboard', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload });

  it('signs in every admin role, answering token and admin at the top level and in data', async () => {
    for (const role of ['super_admin', 'admin', 'moderator', 'content_manager'] as const) {
      const account = await addAccount(t.db, { role });
      const response = await login({ email: account.email.toUpperCase(), password: ADMIN_PASSWORD });
      expect(response.statusCode, role).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        token: expect.any(String),
        admin: { email: account.email, role, lastLogin: expect.any(String) },
      });
      expect(body.data).toEqual({ token: body.token, admin: body.admin });
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/admin/documents/types',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(profile.statusCode).toBe(role === 'moderator' ? 403 : 200);
    }
  });

  it('refuses lawyers and basic users, wrong passwords and unknown e-mails with the server message', async () => {
    for (const role of ['lawyer', 'basic'] as const) {
      const account = await addAccount(t.db, { role });
      const response = await login({ email: account.email, password: ADMIN_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This account has no access to the admin area');
    }
    const admin = await addAccount(t.db, { role: 'admin' });
    const wrong = await login({ email: admin.email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect((await login({ email: 'nobody@example.test', password: 'whatever' })).json().message).toBe(
      'Invalid email or password',
    );
  });

  it('answers 400 naming the field for a missing e-mail or password', async () => {
    const response = await login({ password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain('email');
    expect((await login({ email: 'a@b.c' })).json().errors[0].field).toBe('password');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('counts users by status, lawyers and articles, and lists the pending users oldest first', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await addAccount(fresh.db, { role: 'admin' });
      const first = await addAccount(fresh.db, { approvalStatus: 'pending', firstName: 'First' });
      await fresh.db.query(`UPDATE users SET created_at = now() - interval '1 day' WHERE id = $1`, [first.id]);
      await addAccount(fresh.db, { approvalStatus: 'pending', role: 'lawyer', firstName: 'Second' });
      await addAccount(fresh.db, { approvalStatus: 'rejected' });
      await addAccount(fresh.db, { role: 'lawyer' });
      const response = await fresh.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard/stats',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.stats).toEqual({
        totalUsers: 5,
        pendingApprovals: 2,
        approvedUsers: 2,
        rejectedUsers: 1,
        totalLawyers: 2,
        totalArticles: 0,
      });
      expect(body.data.stats).toEqual(body.stats);
      expect(body.pendingUsers.map((user: { name: string }) => user.name.split(' ')[0])).toEqual(['First', 'Second']);

      await fresh.app.inject({ method: 'PUT', url: `/api/admin/users/${first.id}/approve`, headers: admin.headers });
      const after = (
        await fresh.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: admin.headers })
      ).json();
      expect(after.stats).toMatchObject({ pendingApprovals: 1, approvedUsers: 3 });
    } finally {
      await fresh.close();
    }
  });
});
