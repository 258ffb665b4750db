import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '@batas/shared/constants';
import { forbidden, unauthorized } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler factory: 401 for anonymous callers, 403 unless the user has one of the roles. */
    requireRoles: (...roles: UserRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * What you may do. The role matrix lives with each route group (one guard per group, e.g. routes/api/admin);
 * this is the single check they all call.
 */
export default fp(
  async (app) => {
    app.decorate('requireRoles', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized(request.sessionEnded ?? 'Please sign in to continue');
      if (!roles.includes(request.user.role)) throw forbidden();
    });
  },
  { name: 'authorization', dependencies: ['auth'] },
);
