/**
 * What an anonymous caller can learn about who has an account: e-mail addresses compared in one form only, a
 * bare address and nothing else, registration (the one place that says an address is taken) limited per e-mail
 * address too, and a forgot-password request that does the same work whether or not the address has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/routes/api/auth/rate-limits.ts';
import { createTestApp } from './helpers.ts';
import { insertUser, TEST_PASSWORD } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('e-mail addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('are compared in one form: a spelling that SQL lower() would fold gets no guesses of its own', async () => {
    await insertUser(t.db, { email: 'kiki@example.com' });
    for (let guess = 0; guess < LOGIN_LIMITS.perAccount; guess++) {
      expect((await login('kiki@example.com', `wrong-${guess}`, `198.51.100.${guess + 1}`)).statusCode).toBe(401);
    }
    // 'İ' is 'i' to PostgreSQL's lower() but not to JavaScript's: it once opened a second throttle counter
    // for the same account. It is no spelling of this account at all now.
    expect((await login('KİKİ@EXAMPLE.COM', TEST_PASSWORD, '198.51.100.50')).statusCode).toBe(401);
    expect((await login('KIKI@Example.com', TEST_PASSWORD, '198.51.100.51')).statusCode).toBe(429);
  });

  it('are stored once under their normalised form, whatever the case they were typed in', async () => {
    const register = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register/basic',
        payload: { firstName: 'Ana', lastName: 'Reyes', email, password: 'a quiet lighthouse 42' },
        remoteAddress,
      });
    expect((await register('Ana.Reyes@Example.org', '192.0.2.10')).statusCode).toBe(201);
    const again = await register('ana.reyes@EXAMPLE.ORG', '192.0.2.11');
    expect(again.statusCode).toBe(409);
    const { rows } = await t.db.query<{ email_normalized: string }>(
      `SELECT email_normalized FROM users WHERE email_normalized LIKE 'ana.reyes@%'`,
    );
    expect(rows).toEqual([{ email_normalized: 'ana.reyes@example.org' }]);
  });

  it.each([
    'anything<victim@example.org>',
    'Victim <victim@example.org>',
    'a@example.org,b@example.org',
    'a@b@example.org',
  ])('refuse %s: a bare address only', async (email) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/basic',
      payload: { firstName: 'Ana', lastName: 'Reyes', email, password: 'a quiet lighthouse 42' },
      remoteAddress: '192.0.2.20',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'email', message: 'Email is invalid' });
  });
});

describe('registration as an oracle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertUser(t.db, { email: 'taken@example.com' });
  });
  afterAll(() => t.close());

  it('is limited per e-mail address, whatever the client address', async () => {
    const attempt = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register/basic',
        payload: { firstName: 'A', lastName: 'B', email: 'Taken@example.com', password: 'a quiet lighthouse 42' },
        remoteAddress: `203.0.113.${index + 1}`,
      });
    for (let index = 0; index < 5; index++) expect((await attempt(index)).statusCode).toBe(409);
    const refused = await attempt(9);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many registration attempts with this e-mail address/);
  });
});

describe('forgot-password timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertUser(t.db, { email: 'known@example.com' });
  });
  afterAll(() => t.close());

  it('does the same database work whether or not the address has an account', async () => {
    const statements = async (email: string) => {
      let count = 0;
      const query = t.db.query.bind(t.db);
      t.db.query = ((...args: Parameters<typeof query>) => {
        count++;
        return query(...args);
      }) as typeof query;
      try {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
        expect(response.statusCode).toBe(200);
      } finally {
        t.db.query = query;
      }
      return count;
    };
    const known = await statements('known@example.com');
    const unknown = await statements('nobody@example.com');
    expect(known).toBe(unknown);
    const { rows } = await t.db.query<{ to_address: string }>(
      `SELECT to_address FROM mail_outbox WHERE template = 'password-reset'`,
    );
    expect(rows).toEqual([{ to_address: 'known@example.com' }]);
  });
});
