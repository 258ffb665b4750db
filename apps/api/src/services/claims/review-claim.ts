import type { Database, Transaction } from '@batas/db';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { recordAudit } from '../audit/record-audit.ts';

interface ClaimRow {
  id: string;
  user_id: string;
  lawyer_id: string;
  status: string;
}

async function lockPendingClaim(tx: Transaction, claimId: string): Promise<ClaimRow> {
  const result = await tx.query<ClaimRow>(
    'SELECT id, user_id, lawyer_id, status FROM lawyer_claims WHERE id = $1 FOR UPDATE',
    [claimId],
  );
  const claim = result.rows[0];
  if (!claim) throw notFound('Claim not found');
  if (claim.status !== 'pending') throw conflict(`This claim has already been ${claim.status}`);
  return claim;
}

/**
 * Approval links the account to the roll entry, which becomes 'claimed'; the account becomes a verified lawyer
 * (a client account is promoted to the lawyer role). Other open claims on the same profile are rejected with it.
 */
export async function approveClaim(db: Database, reviewer: CurrentUser, claimId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, claimId);
    const holder = await tx.query<{ id: string }>('SELECT id FROM users WHERE lawyer_id = $1 AND id <> $2', [
      claim.lawyer_id,
      claim.user_id,
    ]);
    if (holder.rows.length) throw conflict('This lawyer profile is already linked to another account');

    await tx.query(
      `UPDATE lawyer_claims SET status = 'approved', reviewed_by = $2, reviewed_at = now() WHERE id = $1`,
      [claim.id, reviewer.id],
    );
    await tx.query(
      `UPDATE users SET lawyer_id = $2, claim_status = 'approved', lawyer_verification_status = 'verified',
              approval_status = 'approved',
              role = CASE WHEN role = 'basic' THEN 'lawyer' ELSE role END,
              user_type = CASE WHEN user_type = 'basic' THEN 'lawyer' ELSE user_type END, updated_at = now()
        WHERE id = $1`,
      [claim.user_id, claim.lawyer_id],
    );
    await tx.query(
      `UPDATE lawyers SET profile_status = 'claimed', verified = true, verified_at = coalesce(verified_at, now()), updated_at = now()
        WHERE id = $1`,
      [claim.lawyer_id],
    );
    const others = await tx.query<{ id: string }>(
      `SELECT id FROM lawyer_claims WHERE lawyer_id = $1 AND status = 'pending' AND id <> $2`,
      [claim.lawyer_id, claim.id],
    );
    for (const other of others.rows)
      await rejectLocked(tx, reviewer, other.id, 'The profile was claimed by another verified account');
    await recordAudit(tx, reviewer, {
      action: 'claim.approve',
      targetType: 'lawyer_claim',
      targetId: claim.id,
      details: { userId: claim.user_id, lawyerId: claim.lawyer_id },
    });
  });
}

export async function rejectClaim(db: Database, reviewer: CurrentUser, claimId: string, reason: string): Promise<void> {
  await db.transaction((tx) => rejectLocked(tx, reviewer, claimId, reason));
}

/**
 * The claimant may try again with a new claim. A roll entry that was only reserved by the claimant's registration is
 * released, so that its real owner can register or claim it.
 */
async function rejectLocked(tx: Transaction, reviewer: CurrentUser, claimId: string, reason: string): Promise<void> {
  const claim = await lockPendingClaim(tx, claimId);
  await tx.query(
    `UPDATE lawyer_claims SET status = 'rejected', rejection_reason = $2, reviewed_by = $3, reviewed_at = now() WHERE id = $1`,
    [claim.id, reason, reviewer.id],
  );
  await tx.query(
    `UPDATE users SET claim_status = 'rejected', lawyer_verification_status = 'rejected',
            lawyer_id = CASE WHEN lawyer_id = $2 THEN NULL ELSE lawyer_id END, updated_at = now()
      WHERE id = $1 AND lawyer_verification_status <> 'verified'`,
    [claim.user_id, claim.lawyer_id],
  );
  await recordAudit(tx, reviewer, {
    action: 'claim.reject',
    targetType: 'lawyer_claim',
    targetId: claim.id,
    details: { userId: claim.user_id, lawyerId: claim.lawyer_id, reason },
  });
}
