import type { Queryable } from '@batas/db';
import type { AuditChange } from '@batas/shared/contracts/admin-audit';
import type { CurrentUser } from '../auth/current-user.ts';

export interface AuditEvent {
  action: string;
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
  /** The fields an edit or a decision changed, before and after (field-changes.ts), taken when it is made. */
  changes?: AuditChange[];
}

/** Appends to audit_log: who changed whose account, decided a claim or removed content, and when. */
export async function recordAudit(
  db: Queryable,
  actor: Pick<CurrentUser, 'id' | 'email'> | null,
  event: AuditEvent,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_user_id, actor_email, action, target_type, target_id, details, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor?.id ?? null,
      actor?.email ?? null,
      event.action,
      event.targetType,
      event.targetId,
      JSON.stringify(event.details ?? {}),
      JSON.stringify(event.changes ?? []),
    ],
  );
}
