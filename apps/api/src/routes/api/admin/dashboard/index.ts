import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardStats } from '../../../../services/admin-dashboard/dashboard-stats.ts';
import { guardSection } from '../guard.ts';
import { guardedErrors } from '../shared-schema.ts';
import { adminUserSchema } from '../users/schema.ts';

const dashboard = z.object({
  stats: z.object({
    totalUsers: z.number(),
    pendingApprovals: z.number(),
    approvedUsers: z.number(),
    rejectedUsers: z.number(),
    totalLawyers: z.number(),
    totalArticles: z.number(),
  }),
  pendingUsers: z.array(adminUserSchema),
});
const response = dashboard.extend({ success: z.literal(true), data: dashboard });

/** The dashboard: super_admin, admin and moderator (ADMIN_ACCESS.dashboard). Its two buttons are ../approvals. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'dashboard');
  app.get('/stats', { schema: { tags: ['admin'], response: { 200: response, ...guardedErrors } } }, async () => {
    const result = await dashboardStats(app.db);
    return { success: true as const, ...result, data: result };
  });
};

export default dashboardRoutes;
