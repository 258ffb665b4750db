import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHealthRoute } from '@batas/shared/contracts/health';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getHealthRoute, {
    handler: async () => {
      await app.db.query('SELECT 1');
      return ok({ status: 'ok' as const, database: app.db.kind, uptimeSeconds: Math.round(process.uptime()) });
    },
  });
};

export default healthRoutes;
