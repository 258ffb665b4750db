import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@batas/shared/contracts/health';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
    await app.db.query('SELECT 1');
    return {
      success: true as const,
      data: { status: 'ok' as const, database: app.db.kind, uptimeSeconds: Math.round(process.uptime()) },
    };
  });
};

export default healthRoutes;
