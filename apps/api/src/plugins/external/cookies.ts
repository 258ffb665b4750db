import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import { createHash } from 'node:crypto';

/**
 * Cookies (@fastify/cookie) and CSRF tokens (@fastify/csrf-protection, the double-submit kind: a secret in an
 * HttpOnly cookie, a token the page sends in the X-CSRF-Token header). Each token is bound to the session it was
 * made for (the token's session id as the "user info"), so a token stops working when its session does. Which
 * requests must carry one is decided in plugins/app/auth.ts: those a session cookie authenticates.
 */
export default fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(cookie);
    await app.register(csrfProtection, {
      sessionPlugin: '@fastify/cookie',
      cookieKey: 'batas_csrf',
      cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure: 'auto' },
      getToken: (request) => {
        const header = request.headers['x-csrf-token'];
        return typeof header === 'string' ? header : '';
      },
      getUserInfo: (request) => request.user?.session.id ?? '',
      // A key of its own, derived from the token secret: one setting to keep, two purposes kept apart.
      csrfOpts: { hmacKey: createHash('sha256').update(`csrf:${secret}`).digest() },
    });
  },
  { name: 'cookies' },
);
