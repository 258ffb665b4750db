import type { Queryable } from '@batas/db';
import { ADMIN_USER_SELECT, presentAdminUser, type AdminUserRow } from '../../presenters/admin-user.ts';

/** How many pending users the dashboard lists; the rest are one click away in User Management. */
export const DASHBOARD_PENDING_LIMIT = 20;

/** The dashboard's six counts and the oldest pending registrations (first come, first served). */
export async function dashboardStats(db: Queryable) {
  const [counts, articles, pending] = await Promise.all([
    db.query<{ total: number; pending: number; approved: number; rejected: number; lawyers: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE approval_status = 'pending')::int AS pending,
              count(*) FILTER (WHERE approval_status = 'approved')::int AS approved,
              count(*) FILTER (WHERE approval_status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE user_type = 'lawyer')::int AS lawyers
         FROM users`,
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM articles'),
    db.query<AdminUserRow>(
      `${ADMIN_USER_SELECT} WHERE u.approval_status = 'pending' ORDER BY u.created_at, u.id LIMIT $1`,
      [DASHBOARD_PENDING_LIMIT],
    ),
  ]);
  const row = counts.rows[0];
  return {
    stats: {
      totalUsers: row?.total ?? 0,
      pendingApprovals: row?.pending ?? 0,
      approvedUsers: row?.approved ?? 0,
      rejectedUsers: row?.rejected ?? 0,
      totalLawyers: row?.lawyers ?? 0,
      totalArticles: articles.rows[0]?.total ?? 0,
    },
    pendingUsers: pending.rows.map(presentAdminUser),
  };
}
