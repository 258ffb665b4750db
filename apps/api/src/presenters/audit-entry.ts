export interface AuditRow {
  id: string | number;
  actor_user_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/** One audit log line: who did what to which record, and when. */
export function presentAuditEntry(row: AuditRow) {
  return {
    id: String(row.id),
    actorId: row.actor_user_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: row.details ?? {},
    createdAt: new Date(row.created_at).toISOString(),
  };
}
