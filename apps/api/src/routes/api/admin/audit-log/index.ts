import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../../lib/envelope.ts';
import { listAuditLog } from '../../../../services/audit/list-audit-log.ts';
import { guardSection } from '../guard.ts';
import { auditLogRoute } from '@batas/shared/contracts/admin-audit';
import { route } from '../../../../lib/route.ts';

/** Who approved, rejected, activated, deactivated or deleted what, and when: super_admin only (ADMIN_ACCESS.auditLog). */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'auditLog');
  route(app, auditLogRoute, { handler: async (request) => ok(await listAuditLog(app.db, request.query)) });
};

export default auditLogRoutes;
