import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() }),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => {
    await app.db.query('SELECT 1');
    return {
      success: true as const,
      data: { status: 'ok' as const, database: app.db.kind, uptimeSeconds: Math.round(process.uptime()) },
    };
  });
};

export default healthRoutes;
