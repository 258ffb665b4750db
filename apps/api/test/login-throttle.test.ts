/**
 * Sign-in throttling: per address across accounts (a spray), per account across addresses, one counter for the
 * public and the admin sign-in, and only failed attempts use the allowance. Runs on PGlite (counters in memory)
 * and on PostgreSQL (counters in rate_limit_counters, shared by every API process: see multi-process.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/routes/api/auth/rate-limits.ts';
import { createTestApp } from './helpers.ts';
import { insertUser, TEST_PASSWORD } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('sign-in throttling', () => {
  let t: TestApp;
  let admin: { email: string };
  let client: { email: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUser(t.db, { role: 'super_admin', email: 'root@example.com' });
    client = await insertUser(t.db, { role: 'basic', email: 'client@example.com' });
  });
  afterAll(() => t.close());

  const login = (path: 'auth' | 'admin', email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/${path}/login`, payload: { email, password }, remoteAddress });

  it('stops a spray of guesses across many accounts from one address, and only that address', async () => {
    const address = '203.0.113.10';
    for (let index = 0; index < LOGIN_LIMITS.perAddress; index++) {
      expect((await login('auth', `person${index}@example.com`, 'password1', address)).statusCode).toBe(401);
    }
    const blocked = await login('auth', client.email, TEST_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The admin sign-in counts into the same counter.
    expect((await login('admin', admin.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    expect((await login('auth', client.email, TEST_PASSWORD, '203.0.113.11')).statusCode).toBe(200);
    // Attempts the address already refuses leave the account counters alone: a flood makes none.
    const counters = await t.app.rateCounters.size();
    for (let index = 0; index < 50; index++) {
      expect((await login('auth', `junk${index}@example.com`, 'password1', address)).statusCode).toBe(429);
    }
    expect(await t.app.rateCounters.size()).toBe(counters);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let index = 0; index < LOGIN_LIMITS.perAddress; index++) {
      const address = `2001:db8:1:2::${(index + 1).toString(16)}`;
      expect((await login('auth', `v6-${index}@example.com`, 'password1', address)).statusCode).toBe(401);
    }
    expect((await login('auth', client.email, TEST_PASSWORD, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await login('auth', client.email, TEST_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('stops guesses at one account from many addresses, on the public and the admin sign-in alike', async () => {
    const victim = await insertUser(t.db, { role: 'admin', email: 'victim@example.com' });
    for (let index = 0; index < LOGIN_LIMITS.perAccount; index++) {
      const path = index % 2 === 0 ? 'auth' : 'admin';
      expect((await login(path, victim.email, `guess-${index}`, `198.51.100.${index + 1}`)).statusCode).toBe(401);
    }
    expect((await login('auth', victim.email, 'guess-x', '198.51.100.200')).statusCode).toBe(429);
    expect((await login('admin', victim.email.toUpperCase(), TEST_PASSWORD, '198.51.100.201')).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login('admin', admin.email, TEST_PASSWORD, '198.51.100.202')).statusCode).toBe(200);
  });

  it('does not count sign-ins whose password was right', async () => {
    const address = '192.0.2.50';
    for (let index = 0; index < LOGIN_LIMITS.perAccount + LOGIN_LIMITS.perAddress + 5; index++) {
      expect((await login('auth', client.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
    // A right password on an account the admin area refuses (403) is not a guess either.
    for (let index = 0; index < LOGIN_LIMITS.perAccount + 1; index++) {
      expect((await login('admin', client.email, TEST_PASSWORD, address)).statusCode).toBe(403);
    }
  });
});

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  it('takes the address the trusted proxy saw, not the one the client wrote in X-Forwarded-For', async () => {
    // One proxy in front (TRUST_PROXY=1): it appends the address it saw to whatever the client sent.
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const guess = (index: number, client = '203.0.113.77') =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `person${index}@example.com`, password: 'password1' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.18.0.${index}, ${client}` },
        });
      for (let index = 0; index < LOGIN_LIMITS.perAddress; index++) expect((await guess(index)).statusCode).toBe(401);
      expect((await guess(99)).statusCode).toBe(429);
      // Another client behind the same proxy is another address.
      expect((await guess(98, '203.0.113.78')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
