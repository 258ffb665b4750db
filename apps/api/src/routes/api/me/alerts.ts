import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '@batas/shared/contracts/alerts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { deleteAlert, updateAlert } from '../../../services/alerts/change-alerts.ts';
import { createAlert } from '../../../services/alerts/create-alert.ts';
import { listAlerts } from '../../../services/alerts/list-alerts.ts';

/**
 * /api/me/alerts: the signed-in account's alerts. The account comes from the token; another account's alert is a
 * 404, like one that does not exist.
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  route(app, contract.listAlertsRoute, {
    handler: async (request) => ok({ alerts: await listAlerts(app.db, request.user!.id, request.query.slug) }),
  });

  // 201 for a new alert; 200 with the existing one when this search or document is already followed.
  route(app, contract.createAlertRoute, {
    handler: async (request, reply) => {
      const { alert, created } = await createAlert(app.db, request.user!.id, request.body);
      reply.code(created ? 201 : 200);
      return ok({ alert });
    },
  });

  route(app, contract.updateAlertRoute, {
    handler: async (request) =>
      ok({ alert: await updateAlert(app.db, request.user!.id, request.params.id, request.body) }),
  });

  route(app, contract.deleteAlertRoute, {
    handler: async (request) => {
      await deleteAlert(app.db, request.user!.id, request.params.id);
      return ok({ deleted: true as const });
    },
  });
};

export default alertRoutes;
