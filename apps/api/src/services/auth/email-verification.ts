import type { Queryable } from '@batas/db';
import { hashOneTimeToken, newOneTimeToken } from './one-time-token.ts';
import { forbidden } from '../../lib/errors.ts';
import type { CurrentUser } from './current-user.ts';

/**
 * Whether an account's e-mail address is confirmed, as SQL over a users row (alias `u` unless told): the one
 * predicate for everything an unconfirmed account may not do or receive (publishing, claiming, alerts).
 */
export const emailVerifiedSql = (alias = 'u') => `${alias}.email_verified_at IS NOT NULL`;

export const EMAIL_NOT_VERIFIED =
  'Please confirm your e-mail address first: open the link we sent you, or send a new one from your dashboard.';

/** 403 unless the caller's e-mail address is confirmed (publishing, claiming). */
export function assertEmailVerified(user: CurrentUser): void {
  if (!user.emailVerified) throw forbidden(EMAIL_NOT_VERIFIED);
}

/** How long a confirmation link works. */
export const VERIFY_TOKEN_HOURS = 48;

/**
 * A confirmation token, made when its e-mail is sent: only its SHA-256 is stored. A retry of the same message
 * replaces the token of the failed attempt. Null when the account is gone or already confirmed.
 */
export async function issueVerificationToken(db: Queryable, userId: string, outboxId: string): Promise<string | null> {
  const user = await db.query('SELECT 1 FROM users WHERE id = $1 AND email_verified_at IS NULL', [userId]);
  if (!user.rows.length) return null;
  await db.query('DELETE FROM email_verification_tokens WHERE outbox_id = $1 AND used_at IS NULL', [outboxId]);
  const token = newOneTimeToken();
  await db.query(
    `INSERT INTO email_verification_tokens (token_hash, user_id, outbox_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [hashOneTimeToken(token), userId, outboxId, VERIFY_TOKEN_HOURS],
  );
  return token;
}

/**
 * Confirms the address a token was sent to: the same statement checks the token (unused, unexpired) and uses it
 * up, then the account is marked confirmed. Returns the account, or null for a made-up, used or expired token.
 */
export async function confirmEmail(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `WITH used AS (
       UPDATE email_verification_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id
     )
     UPDATE users u SET email_verified_at = coalesce(u.email_verified_at, now()), updated_at = now()
       FROM used WHERE u.id = used.user_id RETURNING u.id AS user_id`,
    [hashOneTimeToken(token)],
  );
  return rows[0]?.user_id ?? null;
}
