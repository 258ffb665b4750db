import type { AuditChange } from '@batas/shared/contracts/admin-audit';

export interface AuditRow {
  id: string | number;
  actor_user_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: Record<string, unknown>;
  changes: AuditChange[] | null;
  actor_name: string | null;
  target_current_name: string | null;
  created_at: Date;
}

/** The target's name now, else what the entry recorded about it (a deleted account's name, a document's title). */
function targetName(row: AuditRow): string | null {
  if (row.target_current_name) return row.target_current_name;
  const recorded = [row.details?.name, row.details?.title, row.details?.email].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return recorded ?? null;
}

/** One audit log line: who did what to which record (by name), what it changed, and when. */
export function presentAuditEntry(row: AuditRow) {
  return {
    id: String(row.id),
    actorId: row.actor_user_id,
    actorEmail: row.actor_email,
    actorName: row.actor_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: targetName(row),
    details: row.details ?? {},
    changes: row.changes ?? [],
    createdAt: new Date(row.created_at).toISOString(),
  };
}
