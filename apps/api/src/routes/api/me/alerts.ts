import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertDeletedResponse,
  alertErrors,
  alertParams,
  alertResponse,
  alertsResponse,
  createAlertBody,
  listAlertsQuery,
  updateAlertBody,
} from '@batas/shared/contracts/alerts';
import { ok } from '../../../lib/envelope.ts';
import { deleteAlert, updateAlert } from '../../../services/alerts/change-alerts.ts';
import { createAlert } from '../../../services/alerts/create-alert.ts';
import { listAlerts } from '../../../services/alerts/list-alerts.ts';

const tags = ['alerts'];

/**
 * /api/me/alerts: the signed-in account's alerts. The account comes from the token; another account's alert is a
 * 404, like one that does not exist.
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: listAlertsQuery,
        response: { 200: alertsResponse, 400: alertErrors[400], 401: alertErrors[401] },
      },
    },
    async (request) => ok({ alerts: await listAlerts(app.db, request.user!.id, request.query.slug) }),
  );

  // 201 for a new alert; 200 with the existing one when this search or document is already followed.
  app.post(
    '/',
    { schema: { tags, body: createAlertBody, response: { 200: alertResponse, 201: alertResponse, ...alertErrors } } },
    async (request, reply) => {
      const { alert, created } = await createAlert(app.db, request.user!.id, request.body);
      reply.code(created ? 201 : 200);
      return ok({ alert });
    },
  );

  app.patch(
    '/:id',
    { schema: { tags, params: alertParams, body: updateAlertBody, response: { 200: alertResponse, ...alertErrors } } },
    async (request) => ok({ alert: await updateAlert(app.db, request.user!.id, request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: alertParams, response: { 200: alertDeletedResponse, ...alertErrors } } },
    async (request) => {
      await deleteAlert(app.db, request.user!.id, request.params.id);
      return ok({ deleted: true as const });
    },
  );
};

export default alertRoutes;
