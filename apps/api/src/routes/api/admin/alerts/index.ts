import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runAlertDigests } from '@batas/db/alerts';
import { runAlertsRoute } from '@batas/shared/contracts/alerts';
import { route } from '../../../../lib/route.ts';
import { ok } from '../../../../lib/envelope.ts';
import { guardSection } from '../guard.ts';

/**
 * POST /api/admin/alerts/run (super admin): queues every due digest now, as the job runner does at 07:00 Manila;
 * `{ "all": true }` runs every active alert whatever its schedule (its next scheduled run stays). The outbox sends
 * what was queued within seconds. Answers the counts.
 */
const adminAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'alerts');
  route(app, runAlertsRoute, {
    handler: async (request) => {
      const counts = await runAlertDigests(app.db, {
        all: request.body.all,
        onError: (error, userId) => request.log.error({ err: error, userId }, 'alert run failed for one account'),
      });
      request.log.info({ ...counts, all: request.body.all, by: request.user!.id }, 'alert digests run on request');
      return ok(counts);
    },
  });
};

export default adminAlertRoutes;
