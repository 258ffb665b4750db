import type { Queryable } from '@batas/db';
import { SESSION_LIMITS } from './session-policy.ts';

/**
 * A staff session's request: records it, unless the session has been idle for SESSION_LIMITS.staffIdleSeconds,
 * in which case it has ended and false is returned. The first request of a session starts its record. One
 * statement, so two requests at once cannot both revive an idle session.
 */
export async function touchStaffSession(db: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO session_activity AS a (session_id, user_id) VALUES ($1, $2)
     ON CONFLICT (session_id) DO UPDATE SET last_seen_at = now()
      WHERE a.last_seen_at > now() - make_interval(secs => $3)
     RETURNING 1`,
    [sessionId, userId, SESSION_LIMITS.staffIdleSeconds],
  );
  return rows.length > 0;
}

/** Records of sessions unused for a day go (each has long ended by then). Run every hour. */
export async function pruneSessionActivity(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM session_activity WHERE last_seen_at < now() - interval '1 day'`);
  return rowCount;
}
