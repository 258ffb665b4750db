import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';

/**
 * The web app's sessions live in HttpOnly cookies (JavaScript cannot read them, so a script injected into a page
 * cannot carry a session away), SameSite=Lax, Secure over HTTPS. The site and the back-office each have their own,
 * so signing in to one never signs anyone in or out of the other; the web app says which one a request is for with
 * the X-Batas-Session header ('admin'; the site's otherwise). The cookie holds the same signed token an API client
 * gets in the answer's data.token and sends as a bearer token.
 */
export type SessionKind = 'site' | 'admin';

export const SESSION_COOKIES: Record<SessionKind, string> = { site: 'batas_session', admin: 'batas_admin' };
export const SESSION_HEADER = 'x-batas-session';

/** Which session a request speaks for: the back-office's when it says so, the site's otherwise. */
export const sessionKindOf = (request: FastifyRequest): SessionKind =>
  request.headers[SESSION_HEADER] === 'admin' ? 'admin' : 'site';

/** Sets the session cookie of a token just issued (by this server): the cookie lives as long as the token. */
export function setSessionCookie(reply: FastifyReply, kind: SessionKind, token: string): void {
  const expiresAt = decodeJwt(token).exp ?? 0;
  reply.setCookie(SESSION_COOKIES[kind], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind): void {
  reply.clearCookie(SESSION_COOKIES[kind], { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
