import { z } from 'zod';
import { guardedErrors } from './admin-common.ts';
import { defineRoute } from './route.ts';
import { adminUserSchema } from './admin-users.ts';

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

/** GET /api/admin/dashboard/stats: the figures at the top level as the back-office reads them, and in `data`. */
export const dashboardResponse = dashboard.extend({ success: z.literal(true), data: dashboard });

export type Dashboard = z.infer<typeof dashboard>;
export type DashboardStats = Dashboard['stats'];

/** GET /api/admin/dashboard/stats: the dashboard's counts and the accounts waiting for approval. */
export const dashboardStatsRoute = defineRoute({
  method: 'GET',
  path: '/admin/dashboard/stats',
  tags: ['admin'],
  responses: { 200: dashboardResponse, ...guardedErrors },
});
