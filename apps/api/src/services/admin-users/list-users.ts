import type { Queryable } from '@batas/db';
import { escapeLike } from '../../lib/sql-like.ts';
import { SqlParams } from '../../lib/sql-params.ts';
import { ADMIN_USER_SELECT, presentAdminUser, type AdminUserRow } from '../../presenters/admin-user.ts';

export interface UserListFilters {
  page: number;
  limit: number;
  /** Part of the name or e-mail, accent- and case-insensitive. */
  search?: string;
  status?: 'pending' | 'approved' | 'rejected';
}

/** User Management's table: newest registrations first, 10 a page. */
export async function listUsers(db: Queryable, filters: UserListFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.status) where.push(`u.approval_status = ${params.add(filters.status)}`);
  if (filters.search) {
    // The same expression as the users_name_trgm index, so a search stays fast on a large table.
    const pattern = params.add(`%${escapeLike(filters.search.toLowerCase())}%`);
    where.push(
      `lower(immutable_unaccent(u.first_name || ' ' || u.last_name || ' ' || u.email)) LIKE lower(immutable_unaccent(${pattern}))`,
    );
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = params.values.slice();
  const rows = await db.query<AdminUserRow>(
    `${ADMIN_USER_SELECT} ${whereSql} ORDER BY u.created_at DESC, u.id
     LIMIT ${params.add(filters.limit)} OFFSET ${params.add((filters.page - 1) * filters.limit)}`,
    params.values,
  );
  const total =
    (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${whereSql}`, countParams)).rows[0]
      ?.total ?? 0;
  return {
    users: rows.rows.map(presentAdminUser),
    page: filters.page,
    limit: filters.limit,
    total,
    totalPages: Math.ceil(total / filters.limit),
  };
}

export async function getAdminUser(db: Queryable, id: string) {
  const result = await db.query<AdminUserRow>(`${ADMIN_USER_SELECT} WHERE u.id = $1`, [id]);
  return result.rows[0] ? presentAdminUser(result.rows[0]) : null;
}
