import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { addAccount, auditRows, type TestAccount, type TestApp } from './admin-support.ts';

describe('admin users: list, state transitions, protections, audit', () => {
  let t: TestApp;
  let superAdmin: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await addAccount(t.db, { role: 'super_admin', firstName: 'Sonia', lastName: 'Super' });
    admin = await addAccount(t.db, { role: 'admin', firstName: 'Arturo', lastName: 'Admin' });
  });
  afterAll(() => t.close());

  const put = (account: TestAccount, id: string, action: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/${action}`, headers: account.headers });
  const remove = (account: TestAccount, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: account.headers });
  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: admin.headers });

  describe('list', () => {
    beforeAll(async () => {
      const lawyer = await t.db.query<{ id: string }>(
        `INSERT INTO lawyers (roll_number, first_name, last_name, admission_date, law_firm, specializations)
         VALUES ('12345', 'Maria', 'Peña', '2010-05-01', 'Peña & Cruz', '{Labor,Corporate}') RETURNING id`,
      );
      await addAccount(t.db, {
        role: 'lawyer',
        firstName: 'María',
        lastName: 'Peña',
        email: 'maria.pena@example.test',
        lawyerId: lawyer.rows[0]!.id,
        approvalStatus: 'pending',
      });
      for (let index = 0; index < 11; index++)
        await addAccount(t.db, { role: 'basic', firstName: `Bulk${index}`, approvalStatus: 'rejected' });
    });

    it('pages by 10 with users and totalPages at the top level and in data', async () => {
      const body = (await list('?page=1&limit=10')).json();
      expect(body.success).toBe(true);
      expect(body.users).toHaveLength(10);
      expect(body.totalPages).toBe(2);
      expect(body.data.totalPages).toBe(2);
      expect(body.data.total).toBe(14);
      expect((await list('?page=2&limit=10')).json().users).toHaveLength(4);
    });

    it('searches names accent-insensitively and e-mails, and filters by status ("" = all)', async () => {
      const byName = (await list('?search=pena')).json();
      expect(byName.users.map((user: { email: string }) => user.email)).toEqual(['maria.pena@example.test']);
      expect((await list('?search=MARIA.PENA@')).json().users).toHaveLength(1);
      expect((await list('?status=rejected')).json().data.total).toBe(11);
      expect((await list('?status=pending')).json().data.total).toBe(1);
      expect((await list('?status=')).json().data.total).toBe(14);
      expect((await list('?search=100%25')).json().data.total).toBe(0);
    });

    it('presents the fields of the table and the lawyer block of the details modal', async () => {
      const [user] = (await list('?search=pena')).json().users;
      expect(user).toMatchObject({
        _id: expect.any(String),
        name: 'María Peña',
        userType: 'lawyer',
        approvalStatus: 'pending',
        isActive: true,
        lastLogin: null,
        createdAt: expect.any(String),
        lawyerProfile: {
          barNumber: '12345',
          specialization: 'Labor, Corporate',
          lawFirm: 'Peña & Cruz',
          experience: expect.any(Number),
        },
      });
      expect(user.lawyerProfile.experience).toBeGreaterThanOrEqual(15);
      expect(user).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(user)).not.toContain('scrypt');
    });

    it('answers 400 naming the field for bad query values', async () => {
      for (const [query, field] of [
        ['?page=0', 'page'],
        ['?limit=1000', 'limit'],
        ['?status=bogus', 'status'],
        ['?page=abc', 'page'],
      ] as const) {
        const response = await list(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
      }
      const badId = await put(admin, 'not-a-uuid', 'approve');
      expect(badId.statusCode).toBe(400);
      expect(badId.json().errors[0].field).toBe('id');
    });
  });

  describe('state transitions', () => {
    it('approves a pending user once; a second approve or a reject is a 409 with a clear message', async () => {
      const user = await addAccount(t.db, { approvalStatus: 'pending' });
      const response = await put(admin, user.id, 'approve');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ approvalStatus: 'approved', isActive: true });
      const again = await put(admin, user.id, 'approve');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only pending users can be approved; this user is approved');
      expect((await put(admin, user.id, 'reject')).statusCode).toBe(409);
    });

    it('rejects a pending user, who then can only be deleted and can no longer sign in or use an old token', async () => {
      const user = await addAccount(t.db, {
        role: 'moderator',
        approvalStatus: 'pending',
        email: 'pending-mod@example.test',
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: user.headers })).statusCode,
      ).toBe(200);
      expect((await put(admin, user.id, 'reject')).json().data.approvalStatus).toBe('rejected');
      for (const action of ['approve', 'reject', 'activate', 'deactivate'])
        expect((await put(admin, user.id, action)).statusCode, action).toBe(409);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: user.headers })).statusCode,
      ).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: user.email, password: 'correct horse battery' },
      });
      expect(login.statusCode).toBe(403);
      expect((await remove(admin, user.id)).statusCode).toBe(200);
    });

    it('toggles isActive only for approved users; deactivation revokes tokens, reactivation does not revive them', async () => {
      const user = await addAccount(t.db, { role: 'admin', email: 'toggle@example.test' });
      const stats = () => t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: user.headers });
      expect((await stats()).statusCode).toBe(200);
      expect((await put(admin, user.id, 'activate')).json().message).toBe('This user is already active');
      expect((await put(admin, user.id, 'deactivate')).json().data.isActive).toBe(false);
      expect((await put(admin, user.id, 'deactivate')).statusCode).toBe(409);
      expect((await stats()).statusCode).toBe(401);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: user.email, password: 'correct horse battery' },
      });
      expect(refused.statusCode).toBe(403);
      expect((await put(admin, user.id, 'activate')).json().data.isActive).toBe(true);
      expect((await stats()).statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: user.email, password: 'correct horse battery' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('cannot activate or deactivate a pending user', async () => {
      const user = await addAccount(t.db, { approvalStatus: 'pending' });
      expect((await put(admin, user.id, 'activate')).json().message).toBe(
        'Only approved users can be activated; this user is pending',
      );
      expect((await put(admin, user.id, 'deactivate')).statusCode).toBe(409);
    });

    it('deletes in any state; a deleted user is gone (404)', async () => {
      for (const approvalStatus of ['pending', 'approved', 'rejected'] as const) {
        const user = await addAccount(t.db, { approvalStatus });
        expect((await remove(admin, user.id)).statusCode).toBe(200);
        expect(
          (await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: admin.headers }))
            .statusCode,
        ).toBe(404);
        expect((await remove(admin, user.id)).statusCode).toBe(404);
      }
      expect((await remove(admin, randomUUID())).statusCode).toBe(404);
    });
  });

  describe('protections', () => {
    it('nobody deletes, deactivates or rejects their own account', async () => {
      for (const account of [admin, superAdmin]) {
        const deleted = await remove(account, account.id);
        expect(deleted.statusCode).toBe(409);
        expect(deleted.json().message).toBe('You cannot delete your own account');
        expect((await put(account, account.id, 'deactivate')).json().message).toBe(
          'You cannot deactivate your own account',
        );
      }
    });

    it('only a super admin may change a super admin account', async () => {
      const other = await addAccount(t.db, { role: 'super_admin' });
      expect((await put(admin, other.id, 'deactivate')).statusCode).toBe(403);
      expect((await remove(admin, other.id)).statusCode).toBe(403);
      expect((await put(superAdmin, other.id, 'deactivate')).statusCode).toBe(200);
      expect((await remove(superAdmin, other.id)).statusCode).toBe(200);
    });

    it('the last super admin cannot be removed', async () => {
      // An unapproved super admin can call the API but does not count as one who can run the back-office.
      const pendingSuper = await addAccount(t.db, { role: 'super_admin', approvalStatus: 'pending' });
      const deactivate = await put(pendingSuper, superAdmin.id, 'deactivate');
      expect(deactivate.statusCode).toBe(409);
      expect(deactivate.json().message).toMatch(/last super admin cannot be removed/);
      expect((await remove(pendingSuper, superAdmin.id)).statusCode).toBe(409);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/admin/users/${superAdmin.id}`, headers: admin.headers })).json()
          .data.isActive,
      ).toBe(true);
    });
  });

  describe('audit log', () => {
    it('records who approved, rejected, activated, deactivated and deleted whom, and when; super admins read it', async () => {
      const user = await addAccount(t.db, { approvalStatus: 'pending', email: 'audited@example.test' });
      const rejected = await addAccount(t.db, { approvalStatus: 'pending' });
      await put(admin, user.id, 'approve');
      await put(admin, user.id, 'deactivate');
      await put(superAdmin, user.id, 'activate');
      await put(admin, rejected.id, 'reject');
      await remove(admin, user.id);
      const rows = await auditRows(t.db, user.id);
      expect(rows.map((row) => row.action)).toEqual([
        'user.approve',
        'user.deactivate',
        'user.activate',
        'user.delete',
      ]);
      expect(rows[0]).toMatchObject({
        actor_user_id: admin.id,
        actor_email: admin.email,
        details: { email: 'audited@example.test' },
      });
      expect(rows[2]!.actor_user_id).toBe(superAdmin.id);
      expect((await auditRows(t.db, rejected.id)).map((row) => row.action)).toEqual(['user.reject']);

      const refused = await put(admin, user.id, 'approve');
      expect(refused.statusCode).toBe(404);
      expect(await auditRows(t.db, user.id)).toHaveLength(4);

      const log = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?targetId=${user.id}`,
        headers: superAdmin.headers,
      });
      expect(log.statusCode).toBe(200);
      const entries = log.json().data.entries;
      expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
        'user.delete',
        'user.activate',
        'user.deactivate',
        'user.approve',
      ]);
      expect(entries[0]).toMatchObject({ actorEmail: admin.email, targetType: 'user', createdAt: expect.any(String) });
    });
  });
});
