import { z } from 'zod';
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
