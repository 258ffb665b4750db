import { describe, expect, it } from 'vitest';
import { issueToken, TOKEN_LIFETIME_SECONDS, verifyToken } from '../../src/services/auth/tokens.ts';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session tokens', () => {
  it('carry the user, the token version and a fresh session id, and last 30 days unless told', async () => {
    const now = Date.UTC(2026, 0, 1);
    const token = await issueToken('user-1', 3, SECRET, now);
    const claims = await verifyToken(token, SECRET, now + 1000);
    expect(claims).toMatchObject({ sub: 'user-1', ver: 3, iat: now / 1000, exp: now / 1000 + TOKEN_LIFETIME_SECONDS });
    expect(claims!.sid).toMatch(/^[\w-]{20,}$/);
    expect((await verifyToken(await issueToken('user-1', 3, SECRET, now), SECRET, now))!.sid).not.toBe(claims!.sid);
    expect(await verifyToken(token, SECRET, now + TOKEN_LIFETIME_SECONDS * 1000 + 1000)).toBeNull();
  });

  it('refuse a wrong secret, a changed payload, an unsigned token and garbage', async () => {
    const token = await issueToken('user-1', 0, SECRET);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = encode({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'admin' });
    expect(await verifyToken(token, `${SECRET}-other`)).toBeNull();
    expect(await verifyToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
    expect(await verifyToken(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`, SECRET)).toBeNull();
    for (const garbage of ['', 'a.b', 'a.b.c', '...', 'Bearer x'])
      expect(await verifyToken(garbage, SECRET)).toBeNull();
  });
});
