import { z } from 'zod';

export const healthResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() }),
});
