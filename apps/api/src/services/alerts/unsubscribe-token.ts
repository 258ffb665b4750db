import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@batas/db';
import { badRequest } from '../../lib/errors.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token of a digest's unsubscribe link, made when the message is rendered: 32 random bytes, of which only the
 * SHA-256 is kept on the digest. A retry of the same message replaces the token of the failed attempt. It does one
 * thing, unsubscribe (below): it signs nobody in and reads nothing.
 */
export async function issueUnsubscribeToken(db: Queryable, digestId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('UPDATE alert_digests SET unsubscribe_token_hash = $2 WHERE id = $1', [digestId, hashOf(token)]);
  return token;
}

/**
 * Pauses every active alert of the account the digest went to, and answers how many. The link keeps working (a
 * second click pauses nothing more); a token no digest holds is a 400 on `token`.
 */
export async function unsubscribe(db: Queryable, token: string): Promise<{ paused: number }> {
  const digest = await db.query<{ user_id: string }>(
    'UPDATE alert_digests SET unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE unsubscribe_token_hash = $1 RETURNING user_id',
    [hashOf(token)],
  );
  const userId = digest.rows[0]?.user_id;
  if (!userId) throw badRequest('token', 'This unsubscribe link is not valid. Manage your alerts from your dashboard.');
  const paused = await db.query(
    `UPDATE alerts SET status = 'paused', paused_at = now() WHERE user_id = $1 AND status = 'active'`,
    [userId],
  );
  return { paused: paused.rowCount };
}
