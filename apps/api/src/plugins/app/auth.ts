import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import { verifyToken } from '../../services/auth/tokens.ts';
import { loadCurrentUser, type CurrentUser } from '../../services/auth/current-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous caller. Set for every request. */
    user: CurrentUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of an active account came with the request. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Who you are: resolves the bearer token to a user on every request; routes decide what that user may do. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      const claims = await verifyToken(token, app.config.JWT_SECRET!);
      if (!claims) return;
      request.user = await loadCurrentUser(app.db, claims);
    });
    // Answers about a person (whoever is signed in) or the back-office are never kept by a browser or a proxy:
    // a shared computer's back button, or a cache in between, must not show them to the next person.
    app.addHook('onSend', async (request, reply, payload) => {
      const personal = request.user !== null && !reply.hasHeader('cache-control');
      if (personal || /^\/api\/(?:admin|auth)(?:\/|$|\?)/.test(request.url)) reply.header('cache-control', 'no-store');
      return payload;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized('Please sign in to continue');
    });
  },
  { name: 'auth', dependencies: ['db', 'config'] },
);
