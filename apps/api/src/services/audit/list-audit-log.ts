import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import { presentAuditEntry, type AuditRow } from '../../presenters/audit-entry.ts';

export interface AuditLogFilters {
  page: number;
  limit: number;
  action?: string;
  targetType?: string;
  targetId?: string;
}

/** Newest first; filters narrow to one kind of action or one record's history. */
export async function listAuditLog(db: Queryable, filters: AuditLogFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.action) where.push(`action = ${params.add(filters.action)}`);
  if (filters.targetType) where.push(`target_type = ${params.add(filters.targetType)}`);
  if (filters.targetId) where.push(`target_id = ${params.add(filters.targetId)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = params.values.slice();
  const rows = await db.query<AuditRow>(
    `SELECT * FROM audit_log ${whereSql} ORDER BY created_at DESC, id DESC
     LIMIT ${params.add(filters.limit)} OFFSET ${params.add((filters.page - 1) * filters.limit)}`,
    params.values,
  );
  const total =
    (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log ${whereSql}`, countParams)).rows[0]
      ?.total ?? 0;
  return {
    entries: rows.rows.map(presentAuditEntry),
    pagination: { page: filters.page, limit: filters.limit, total, totalPages: Math.ceil(total / filters.limit) },
  };
}
