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

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const PERSON_NAME = `nullif(btrim(concat_ws(' ', first_name, last_name)), '')`;

/**
 * What each kind of target is called now, looked up for the page's rows only (a primary-key probe each). A record
 * deleted since has no row: the presenter falls back to the name or title its entry recorded.
 */
const TARGET_NAME = `CASE a.target_type
  WHEN 'user' THEN (SELECT ${PERSON_NAME} FROM users WHERE id = a.target_uuid)
  WHEN 'document' THEN (SELECT title FROM documents WHERE id = a.target_uuid)
  WHEN 'lawyer' THEN (SELECT full_name FROM lawyers WHERE id = a.target_uuid)
  WHEN 'article' THEN (SELECT title FROM articles WHERE id = a.target_uuid)
  WHEN 'lawyer_claim' THEN (
    SELECT coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) || ' for ' || l.full_name
      FROM lawyer_claims c JOIN users u ON u.id = c.user_id JOIN lawyers l ON l.id = c.lawyer_id
     WHERE c.id = a.target_uuid)
END`;

/** Newest first; filters narrow to one kind of action or one record's history. */
export async function listAuditLog(db: Queryable, filters: AuditLogFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.action) where.push(`action = ${params.add(filters.action)}`);
  if (filters.targetType) where.push(`target_type = ${params.add(filters.targetType)}`);
  if (filters.targetId) where.push(`target_id = ${params.add(filters.targetId)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = params.values.slice();
  const page = `SELECT *, CASE WHEN target_id ~* '${UUID_PATTERN}' THEN target_id::uuid END AS target_uuid
    FROM audit_log ${whereSql} ORDER BY created_at DESC, id DESC
    LIMIT ${params.add(filters.limit)} OFFSET ${params.add((filters.page - 1) * filters.limit)}`;
  const rows = await db.query<AuditRow>(
    `SELECT a.*, (SELECT ${PERSON_NAME} FROM users WHERE id = a.actor_user_id) AS actor_name,
            ${TARGET_NAME} AS target_current_name
       FROM (${page}) AS a ORDER BY a.created_at DESC, a.id DESC`,
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
