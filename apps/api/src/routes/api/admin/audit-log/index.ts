import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../../../lib/envelope.ts';
import { listAuditLog } from '../../../../services/audit/list-audit-log.ts';
import { guardSection } from '../guard.ts';
import { guardedErrors, pageQuery } from '../shared-schema.ts';

const query = z.object({
  ...pageQuery,
  limit: pageQuery.limit.default(25),
  action: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  targetType: z
    .string()
    .trim()
    .max(50, 'must be at most 50 characters')
    .optional()
    .transform((value) => value || undefined),
  targetId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
});

const entry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

const response = successSchema(
  z.object({
    entries: z.array(entry),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
  }),
);

/** Who approved, rejected, activated, deactivated or deleted what, and when: super_admin only (ADMIN_ACCESS.auditLog). */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'auditLog');
  app.get(
    '/',
    { schema: { tags: ['admin'], querystring: query, response: { 200: response, ...guardedErrors } } },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );
};

export default auditLogRoutes;
