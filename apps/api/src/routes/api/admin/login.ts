import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LOGIN_ROLES } from '@batas/shared/constants';
import { route } from '../../../lib/route.ts';
import { signIn } from '../../../services/auth/sign-in.ts';
import { setSessionCookie } from '../../../services/auth/session-cookies.ts';
import { getAdminUser } from '../../../services/admin-users/list-users.ts';
import { adminLoginRoute } from '@batas/shared/contracts/admin-login';
import { loginThrottle } from '../auth/rate-limits.ts';

/** POST /api/admin/login: only the roles of ADMIN_ACCESS get a token here; rate-limited against guessing. */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, adminLoginRoute, {
    // The public sign-in's throttle and counters: guessing is slowed wherever it is tried.
    ...loginThrottle(app),
    handler: async (request, reply) => {
      const { token, user } = await signIn(app.db, app.config.JWT_SECRET!, request.body, ADMIN_LOGIN_ROLES);
      const admin = (await getAdminUser(app.db, user.id))!;
      setSessionCookie(reply, 'admin', token);
      return { success: true as const, token, admin, data: { token, admin } };
    },
  });
};

export default loginRoute;
