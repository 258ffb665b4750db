import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertUser, type TestUser } from './support/accounts.ts';

describe('Cache-Control on personal and admin answers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let client: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    client = await insertUser(t.db);
    admin = await insertUser(t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/auth/me', 'client'],
    ['/api/auth/my-claims', 'client'],
    ['/api/admin/users', 'admin'],
    ['/api/admin/notifications', 'admin'],
    ['/api/documents', 'client'],
  ] as const)('%s for a signed-in %s says no-store', async (url, who) => {
    const response = await t.app.inject({ url, headers: (who === 'admin' ? admin : client).auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('also for refusals of the back-office and the sign-in, and not for anonymous library reads', async () => {
    expect((await t.app.inject({ url: '/api/admin/users' })).headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@y.z', password: 'p' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/documents' })).headers['cache-control']).not.toBe('no-store');
  });
});
