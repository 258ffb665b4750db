import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { verifyToken } from '../../services/auth/tokens.ts';
import { loadCurrentUser, type CurrentUser } from '../../services/auth/current-user.ts';
import { isStaff, SESSION_LIMITS } from '../../services/auth/session-policy.ts';
import { touchStaffSession } from '../../services/auth/session-activity.ts';
import { SESSION_COOKIES, sessionKindOf } from '../../services/auth/session-cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous caller. Set for every request. */
    user: CurrentUser | null;
    /** How the caller proved who they are: a bearer token (API clients), the session cookie (the web app). */
    authenticatedBy: 'bearer' | 'cookie' | null;
    /** Why a session that came with the request is over (a back-office session's time ran out), for its 401. */
    sessionEnded: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of an active account came with the request. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const STAFF_IDLE_ENDED = 'Your session ended after 30 minutes without activity. Please sign in again.';
export const STAFF_ABSOLUTE_ENDED = 'Your session ended: back-office sessions last 12 hours. Please sign in again.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Who you are, on every request: a bearer token (API clients, as always), else the web app's session cookie (the
 * site's, or the back-office's when the request says X-Batas-Session: admin). Either is checked against the user
 * row. A staff account's session also ends 12 hours after sign-in and after 30 minutes without a request. A
 * state-changing request authenticated by the cookie must carry its CSRF token (plugins/external/cookies.ts): a
 * page on another site can make the browser send the cookie, never the token. Routes decide what the user may do.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authenticatedBy', null);
    app.decorateRequest('sessionEnded', null);
    app.addHook('onRequest', async (request) => {
      const bearer = bearerToken(request);
      const token = bearer ?? request.cookies[SESSION_COOKIES[sessionKindOf(request)]];
      if (!token) return;
      const claims = await verifyToken(token, app.config.JWT_SECRET!);
      if (!claims) return;
      const user = await loadCurrentUser(app.db, claims);
      if (!user) return;
      if (isStaff(user.role)) {
        if (claims.iat + SESSION_LIMITS.staffAbsoluteSeconds < Date.now() / 1000) {
          request.sessionEnded = STAFF_ABSOLUTE_ENDED;
          return;
        }
        if (!(await touchStaffSession(app.db, claims.sid, user.id))) {
          request.sessionEnded = STAFF_IDLE_ENDED;
          return;
        }
      }
      request.user = user;
      request.authenticatedBy = bearer ? 'bearer' : 'cookie';
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.authenticatedBy === 'cookie' && STATE_CHANGING.has(request.method)) {
        app.csrfProtection(request, reply, done);
        return;
      }
      done();
    });
    // Answers about a person (whoever is signed in) or the back-office are never kept by a browser or a proxy:
    // a shared computer's back button, or a cache in between, must not show them to the next person.
    app.addHook('onSend', async (request, reply, payload) => {
      const personal = request.user !== null && !reply.hasHeader('cache-control');
      if (personal || /^\/api\/(?:admin|auth)(?:\/|$|\?)/.test(request.url)) reply.header('cache-control', 'no-store');
      return payload;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized(request.sessionEnded ?? 'Please sign in to continue');
    });
  },
  { name: 'auth', dependencies: ['db', 'config', 'cookies'] },
);
