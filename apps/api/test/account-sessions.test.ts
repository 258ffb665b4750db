import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertUser, TEST_PASSWORD, TEST_SECRET } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('sessions end on the server', () => {
  let t: TestApp;
  const signIn = async (email: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } })).json()
      .data.token as string;
  const call = (method: 'GET' | 'POST', url: string, token?: string) =>
    t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('POST /auth/logout ends that session for good and leaves the others signed in', async () => {
    const user = await insertUser(t.db);
    const [laptop, phone] = [await signIn(user.email), await signIn(user.email)];
    expect((await call('POST', '/api/auth/logout')).statusCode).toBe(401);
    const out = await call('POST', '/api/auth/logout', laptop);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Signed out' });
    expect((await call('GET', '/api/auth/me', laptop)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/logout', laptop)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', phone)).statusCode).toBe(200);
    // The same session ended in the database is refused by every process sharing it, and stays refused.
    const ended = await t.db.query('SELECT 1 FROM ended_sessions WHERE user_id = $1', [user.id]);
    expect(ended.rows).toHaveLength(1);
  });

  it('POST /auth/logout-all ends every session of the account, and only that account', async () => {
    const user = await insertUser(t.db);
    const someoneElse = await insertUser(t.db);
    const sessions = [await signIn(user.email), await signIn(user.email)];
    expect((await call('POST', '/api/auth/logout-all')).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/logout-all', sessions[0])).statusCode).toBe(200);
    for (const token of sessions) expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', someoneElse.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', await signIn(user.email))).statusCode).toBe(200);
  });

  it('refuses a genuine token that carries no session id (issued before sessions could be ended)', async () => {
    const user = await insertUser(t.db);
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const body = Buffer.from(JSON.stringify({ sub: user.id, ver: 0, iat: now, exp: now + 3600 })).toString('base64url');
    const signature = createHmac('sha256', TEST_SECRET).update(`${header}.${body}`).digest('base64url');
    expect((await call('GET', '/api/auth/me', `${header}.${body}.${signature}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', user.token)).statusCode).toBe(200);
  });
});
