import type { Queryable } from '@batas/db';

/** How long a lawyer registration that uploaded no proof keeps its roll entry. */
export const UNPROVEN_HOLD_DAYS = 7;

/**
 * The account that owns roll entry `lawyerId` (a SQL expression): the verified one, if any. Unproven
 * registrations name an entry without owning it, so they never block the real lawyer (migration 0083).
 */
export const verifiedOwnerSql = (lawyerId: string) =>
  `(SELECT u.id FROM users u WHERE u.lawyer_id = ${lawyerId} AND u.lawyer_verification_status = 'verified' LIMIT 1)`;

/**
 * Lets go of the roll entries of lawyer registrations that uploaded no proof within UNPROVEN_HOLD_DAYS: the account
 * stays, marked rejected, and may claim a profile again. Run every hour. Returns how many were released.
 */
export async function releaseUnprovenRegistrations(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE users SET lawyer_id = NULL, lawyer_verification_status = 'rejected', updated_at = now()
      WHERE lawyer_id IS NOT NULL AND lawyer_verification_status = 'documents_required'
        AND created_at < now() - make_interval(days => $1)`,
    [UNPROVEN_HOLD_DAYS],
  );
  return rowCount;
}

/**
 * After an entry got its verified owner: every other account that named it without proof lets go of it (their
 * open claims are rejected by the caller first, with a reason each claimant is e-mailed).
 */
export async function releaseRivalRegistrations(db: Queryable, lawyerId: string, ownerId: string): Promise<void> {
  await db.query(
    `UPDATE users SET lawyer_id = NULL, lawyer_verification_status = 'rejected', updated_at = now()
      WHERE lawyer_id = $1 AND id <> $2 AND lawyer_verification_status <> 'verified'`,
    [lawyerId, ownerId],
  );
}
