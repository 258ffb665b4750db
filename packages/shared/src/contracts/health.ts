import { z } from 'zod';
import { defineRoute } from './route.ts';

const healthResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() }),
});

/** GET /api/health: the process answers and its database too. */
export const getHealthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  tags: ['health'],
  responses: { 200: healthResponse },
});
