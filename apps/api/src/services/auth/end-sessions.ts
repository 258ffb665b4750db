import type { Queryable } from '@batas/db';
import type { CurrentUser } from './current-user.ts';

/**
 * Signing out on the server. The token of this session is refused from now on, whoever holds a copy; its row is
 * kept until the token would have expired anyway, and rows past that are cleared as others sign out.
 */
export async function endSession(db: Queryable, user: CurrentUser): Promise<void> {
  await db.query(
    `INSERT INTO ended_sessions (session_id, user_id, expires_at) VALUES ($1, $2, to_timestamp($3))
     ON CONFLICT (session_id) DO NOTHING`,
    [user.session.id, user.id, user.session.expiresAt],
  );
  await db.query('DELETE FROM ended_sessions WHERE expires_at < now()');
}

/**
 * "Sign out everywhere": every token of the account, on every device, stops working (the same token_version
 * bump as a password change or a reset).
 */
export async function endAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1', [userId]);
}
