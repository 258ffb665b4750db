import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '@batas/shared/constants';
import { sessionLifetime } from './session-policy.ts';

/** Signed bearer tokens (JWT, HS256, made and checked by jose). Checked against the user row on every request. */
export interface TokenClaims {
  sub: string; // user id
  ver: number; // users.token_version at issue time: bumping it revokes every older token
  sid: string; // this session's id: signing out records it in ended_sessions, which refuses the token from then on
  iat: number;
  exp: number;
}

/** The longest a token lives (a non-staff session); staff sessions are shorter (session-policy.ts). */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const key = (secret: string) => new TextEncoder().encode(secret);

export async function issueToken(
  userId: string,
  tokenVersion: number,
  secret: string,
  now = Date.now(),
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ ver: tokenVersion, sid: randomBytes(16).toString('base64url') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(key(secret));
}

/** A new session of an account: its token, as long-lived as the account's role allows (session-policy.ts). */
export function issueSessionToken(
  user: { id: string; token_version: number; role: UserRole },
  secret: string,
): Promise<string> {
  return issueToken(user.id, user.token_version, secret, Date.now(), sessionLifetime(user.role));
}

/**
 * The claims of a genuine, unexpired HS256 token; null for anything else (never throws on garbage). A token without
 * a session id (from before sessions could be ended one by one) cannot be signed out, so it is refused.
 */
export async function verifyToken(token: string, secret: string, now = Date.now()): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, ver, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string' || !sid) return null;
    return { sub, ver, sid, iat: iat!, exp: exp! };
  } catch {
    return null;
  }
}
