import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStats } from '../../../../services/admin-dashboard/dashboard-stats.ts';
import { guardSection } from '../guard.ts';
import { dashboardStatsRoute } from '@batas/shared/contracts/admin-dashboard';
import { route } from '../../../../lib/route.ts';

/** The dashboard: super_admin, admin and moderator (ADMIN_ACCESS.dashboard). Its two buttons are ../approvals. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  guardSection(app, 'dashboard');
  route(app, dashboardStatsRoute, {
    handler: async () => {
      const result = await dashboardStats(app.db);
      return { success: true as const, ...result, data: result };
    },
  });
};

export default dashboardRoutes;
