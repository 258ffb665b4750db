import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../lib/envelope.ts';
import { listAuditLog } from '../../../../services/audit/list-audit-log.ts';
import { guardSection } from '../guard.ts';
import { guardedErrors } from '@batas/shared/contracts/admin-common';
import { auditLogQuery, auditLogResponse } from '@batas/shared/contracts/admin-audit';

/** Who approved, rejected, activated, deactivated or deleted what, and when: super_admin only (ADMIN_ACCESS.auditLog). */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'auditLog');
  app.get(
    '/',
    { schema: { tags: ['admin'], querystring: auditLogQuery, response: { 200: auditLogResponse, ...guardedErrors } } },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );
};

export default auditLogRoutes;
