import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../lib/envelope.ts';
import { listNotices } from '../../../../services/admin-notifications/list-notices.ts';
import { guardBackOffice } from '../guard.ts';
import { guardedErrors } from '@batas/shared/contracts/admin-common';
import { notificationsResponse } from '@batas/shared/contracts/admin-notifications';

/** The bell: every back-office role, each seeing only the notices its sections handle. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  guardBackOffice(app);
  app.get(
    '/',
    { schema: { tags: ['admin'], response: { 200: notificationsResponse, ...guardedErrors } } },
    async (request) => ok(await listNotices(app.db, request.user!.role)),
  );
};

export default notificationRoutes;
