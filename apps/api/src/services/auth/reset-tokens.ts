import type { Queryable } from '@batas/db';
import { hashOneTimeToken, newOneTimeToken } from './one-time-token.ts';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 60;

/**
 * A new reset token for an active account, made when its e-mail is sent: 32 random bytes, of which only the
 * SHA-256 is stored. A retry of the same message replaces the token of the failed attempt (nobody ever saw it).
 * Null when the account is gone or deactivated.
 */
export async function issueResetToken(db: Queryable, userId: string, outboxId: string): Promise<string | null> {
  const user = await db.query('SELECT 1 FROM users WHERE id = $1 AND is_active', [userId]);
  if (!user.rows.length) return null;
  await db.query('DELETE FROM password_reset_tokens WHERE outbox_id = $1 AND used_at IS NULL', [outboxId]);
  const token = newOneTimeToken();
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, outbox_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [hashOneTimeToken(token), userId, outboxId, RESET_TOKEN_MINUTES],
  );
  return token;
}

/**
 * Uses a token once: the same UPDATE checks that it exists, is unused and unexpired, and marks it used, so a
 * replay (or two requests at once) finds nothing. Every other open link of the account dies with it.
 */
export async function consumeResetToken(db: Queryable, token: string): Promise<string | null> {
  const used = await db.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [hashOneTimeToken(token)],
  );
  const userId = used.rows[0]?.user_id ?? null;
  if (userId) {
    await db.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  }
  return userId;
}

/**
 * The account a token names, without using it: any token that was issued (the per-account rate limit's key), or
 * with `usableOnly` one that is still unused and unexpired.
 */
export async function resetTokenOwner(
  db: Queryable,
  token: string,
  { usableOnly = false } = {},
): Promise<string | null> {
  const result = await db.query<{ user_id: string }>(
    `SELECT user_id FROM password_reset_tokens
      WHERE token_hash = $1 AND (NOT $2 OR (used_at IS NULL AND expires_at > now()))`,
    [hashOneTimeToken(token), usableOnly],
  );
  return result.rows[0]?.user_id ?? null;
}
