import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LOGIN_ROLES } from '@batas/shared/constants/admin-access';
import { errorSchema } from '../../../lib/envelope.ts';
import { signIn } from '../../../services/auth/sign-in.ts';
import { setSessionCookie } from '../../../services/auth/session-cookies.ts';
import { getAdminUser } from '../../../services/admin-users/list-users.ts';
import { adminLoginBody, adminLoginResponse } from '@batas/shared/contracts/admin-login';
import { loginThrottle } from '../auth/rate-limits.ts';

/** POST /api/admin/login: only the roles of ADMIN_ACCESS get a token here; rate-limited against guessing. */
const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      // The public sign-in's throttle and counters: guessing is slowed wherever it is tried.
      ...loginThrottle(app),
      schema: {
        tags: ['admin'],
        body: adminLoginBody,
        response: { 200: adminLoginResponse, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { token, user } = await signIn(app.db, app.config.JWT_SECRET!, request.body, ADMIN_LOGIN_ROLES);
      const admin = (await getAdminUser(app.db, user.id))!;
      setSessionCookie(reply, 'admin', token);
      return { success: true as const, token, admin, data: { token, admin } };
    },
  );
};

export default loginRoute;
