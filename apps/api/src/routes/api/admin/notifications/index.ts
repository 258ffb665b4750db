import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../lib/envelope.ts';
import { listNotices } from '../../../../services/admin-notifications/list-notices.ts';
import { guardBackOffice } from '../guard.ts';
import { notificationsRoute } from '@batas/shared/contracts/admin-notifications';
import { route } from '../../../../lib/route.ts';

/** The bell: every back-office role, each seeing only the notices its sections handle. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  guardBackOffice(app);
  route(app, notificationsRoute, { handler: async (request) => ok(await listNotices(app.db, request.user!.role)) });
};

export default notificationRoutes;
