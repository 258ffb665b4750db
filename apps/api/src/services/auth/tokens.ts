import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Signed bearer tokens (JWT, HS256). Short, self-contained, and checked against the user row on every request. */
export interface TokenClaims {
  sub: string; // user id
  ver: number; // users.token_version at issue time: bumping it revokes every older token
  sid: string; // this session's id: signing out records it in ended_sessions, which refuses the token from then on
  iat: number;
  exp: number;
}

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function issueToken(userId: string, tokenVersion: number, secret: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const sid = randomBytes(16).toString('base64url');
  const claims: TokenClaims = { sub: userId, ver: tokenVersion, sid, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a genuine, unexpired token; null for anything else (never throws on garbage). */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.ver !== 'number') return null;
    // Tokens from before sessions could be ended one by one have no id: they cannot be signed out, so refuse them.
    if (typeof claims.sid !== 'string' || !claims.sid) return null;
    if (claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
