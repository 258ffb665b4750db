import type { Database } from '@batas/db';
import type { Alert } from '@batas/shared/contracts/alerts';
import { nextDigestAt } from '@batas/shared/dates';
import { notFound } from '../../lib/errors.ts';
import { getAlert } from './list-alerts.ts';

/**
 * PATCH /api/me/alerts/{id}: another frequency (its next digest is then the next one of that frequency), or pause
 * and resume. A resumed alert still reports what arrived while it was paused: "new" is "since its last run".
 */
export async function updateAlert(
  db: Database,
  userId: string,
  alertId: string,
  change: { frequency?: Alert['frequency']; active?: boolean },
): Promise<Alert> {
  const now = new Date();
  const { rowCount } = await db.query(
    `UPDATE alerts SET
        frequency = coalesce($3, frequency),
        status = CASE WHEN $4::boolean IS NULL THEN status WHEN $4 THEN 'active' ELSE 'paused' END,
        paused_at = CASE WHEN $4::boolean IS NULL THEN paused_at WHEN $4 THEN NULL ELSE coalesce(paused_at, now()) END,
        next_run_at = CASE WHEN $3::text IS NULL AND ($4::boolean IS NULL OR status = 'active') THEN next_run_at
                           WHEN coalesce($3, frequency) = 'daily' THEN $5::timestamptz ELSE $6::timestamptz END
      WHERE id = $1 AND user_id = $2`,
    [
      alertId,
      userId,
      change.frequency ?? null,
      change.active ?? null,
      nextDigestAt('daily', now),
      nextDigestAt('weekly', now),
    ],
  );
  if (rowCount === 0) throw notFound('No alert of yours has this id');
  return getAlert(db, userId, alertId);
}

/** DELETE /api/me/alerts/{id}: the alert and what it found go; digests already sent stay sent. */
export async function deleteAlert(db: Database, userId: string, alertId: string): Promise<void> {
  const { rowCount } = await db.query('DELETE FROM alerts WHERE id = $1 AND user_id = $2', [alertId, userId]);
  if (rowCount === 0) throw notFound('No alert of yours has this id');
}
