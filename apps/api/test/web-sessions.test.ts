/**
 * The web app's sessions: an HttpOnly, SameSite=Lax cookie (Secure over HTTPS) set by the sign-ins, CSRF tokens on
 * the state-changing requests it authenticates, bearer tokens for API clients as before, and the back-office's
 * short sessions (30 minutes idle, 12 hours in all); other sessions last 30 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertUser, TEST_PASSWORD, TEST_SECRET } from './support/accounts.ts';
import { issueToken, verifyToken } from '../src/services/auth/tokens.ts';
import { SESSION_LIMITS } from '../src/services/auth/session-policy.ts';
import { STAFF_ABSOLUTE_ENDED, STAFF_IDLE_ENDED } from '../src/plugins/app/auth.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The cookies an answer sets, as name → value, and the Set-Cookie lines themselves. */
function cookiesOf(response: Injected) {
  const lines = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const values = Object.fromEntries(lines.map((line) => line.split(';')[0]!.split('=') as [string, string]));
  return { lines, values };
}
const cookieHeader = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

describe('web sessions', () => {
  let t: TestApp;
  let client: { email: string };
  let admin: { id: string; email: string };
  beforeAll(async () => {
    t = await createTestApp();
    client = await insertUser(t.db, { email: 'cookie.client@example.com' });
    admin = await insertUser(t.db, { role: 'admin', email: 'cookie.admin@example.com' });
  });
  afterAll(() => t.close());

  const signIn = async (path: '/api/auth/login' | '/api/admin/login', email: string, headers = {}) =>
    t.app.inject({ method: 'POST', url: path, payload: { email, password: TEST_PASSWORD }, headers });

  it('sign-in sets an HttpOnly, SameSite=Lax cookie (Secure over HTTPS) and still answers the bearer token', async () => {
    const response = await signIn('/api/auth/login', client.email);
    expect(response.statusCode).toBe(200);
    const { lines, values } = cookiesOf(response);
    const session = lines.find((line) => line.startsWith('batas_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    expect(session).toMatch(/Max-Age=2592000/); // 30 days
    expect(values.batas_session).toBe(response.json().data.token);

    // Over HTTPS (here through a trusted proxy that says so) the cookie is Secure.
    const secure = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      await insertUser(secure.db, { email: client.email });
      const over = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: client.email, password: TEST_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(cookiesOf(over).lines.find((line) => line.startsWith('batas_session='))).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('authenticates by the cookie, and asks the CSRF token only of state-changing requests it authenticates', async () => {
    const { values } = cookiesOf(await signIn('/api/auth/login', client.email));
    const cookie = cookieHeader({ batas_session: values.batas_session! });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user.email).toBe(client.email);

    const change = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { firstName: 'Cookie' }, headers });
    const forged = await change({ cookie });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/security token \(CSRF\)/);

    const csrf = await t.app.inject({ url: '/api/auth/csrf', headers: { cookie } });
    const secret = cookiesOf(csrf).values.batas_csrf!;
    const token = csrf.json().data.csrfToken as string;
    const withToken = await change({ cookie: `${cookie}; batas_csrf=${secret}`, 'x-csrf-token': token });
    expect(withToken.statusCode, withToken.body).toBe(200);

    // A token made for no session (or another one) does not pass for this one.
    const anonymous = await t.app.inject({ url: '/api/auth/csrf', headers: { cookie: `batas_csrf=${secret}` } });
    const stray = await change({
      cookie: `${cookie}; batas_csrf=${secret}`,
      'x-csrf-token': anonymous.json().data.csrfToken,
    });
    expect(stray.statusCode).toBe(403);
  });

  it('needs no CSRF token from a bearer client, nor from an anonymous one', async () => {
    const token = (await signIn('/api/auth/login', client.email)).json().data.token;
    const bearer = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { firstName: 'Bearer' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
    const extract = await t.app.inject({ method: 'POST', url: '/api/citations/extract', payload: { text: 'RA 1' } });
    expect(extract.statusCode).toBe(200);
    // A stale cookie (signed out) authenticates nothing, so a sign-in over it needs no token either.
    const cookie = `batas_session=${token}`;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect((await signIn('/api/auth/login', client.email, { cookie })).statusCode).toBe(200);
  });

  it('keeps the back-office session apart, and signing out clears its cookie', async () => {
    const response = await signIn('/api/admin/login', admin.email);
    const { values } = cookiesOf(response);
    expect(values.batas_admin).toBeTruthy();
    expect(values.batas_session).toBeUndefined();
    const cookie = cookieHeader({ batas_admin: values.batas_admin! });
    // The site's requests do not speak for the back-office session.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    const asAdmin = { cookie, 'x-batas-session': 'admin' };
    expect((await t.app.inject({ url: '/api/admin/users', headers: asAdmin })).statusCode).toBe(200);
    const csrf = await t.app.inject({ url: '/api/auth/csrf', headers: asAdmin });
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        ...asAdmin,
        cookie: `${cookie}; batas_csrf=${cookiesOf(csrf).values.batas_csrf}`,
        'x-csrf-token': csrf.json().data.csrfToken,
      },
    });
    expect(signOut.statusCode).toBe(200);
    expect(cookiesOf(signOut).lines.find((line) => line.startsWith('batas_admin='))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
    expect((await t.app.inject({ url: '/api/admin/users', headers: asAdmin })).statusCode).toBe(401);
  });

  it('ends a back-office session after 30 minutes without a request, and 12 hours after sign-in', async () => {
    const token = (await signIn('/api/admin/login', admin.email)).json().data.token as string;
    const claims = (await verifyToken(token, TEST_SECRET))!;
    expect(claims.exp - claims.iat).toBe(SESSION_LIMITS.staffAbsoluteSeconds);
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/admin/users', headers: auth })).statusCode).toBe(200);
    await t.db.query(`UPDATE session_activity SET last_seen_at = now() - interval '31 minutes' WHERE session_id = $1`, [
      claims.sid,
    ]);
    const idle = await t.app.inject({ url: '/api/admin/users', headers: auth });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe(STAFF_IDLE_ENDED);

    // A staff token from before its 12 hours ran out (say, issued as a client's 30-day token) ends at 12 hours.
    const { rows } = await t.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [
      admin.id,
    ]);
    const old = await issueToken(admin.id, rows[0]!.token_version, TEST_SECRET, Date.now() - 13 * 3600 * 1000);
    const late = await t.app.inject({ url: '/api/admin/users', headers: { authorization: `Bearer ${old}` } });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(STAFF_ABSOLUTE_ENDED);
  });

  it('gives other accounts 30-day sessions', async () => {
    const token = (await signIn('/api/auth/login', client.email)).json().data.token as string;
    const claims = (await verifyToken(token, TEST_SECRET))!;
    expect(claims.exp - claims.iat).toBe(SESSION_LIMITS.otherAbsoluteSeconds);
  });
});
