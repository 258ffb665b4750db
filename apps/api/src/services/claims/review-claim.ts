import type { Database, Transaction } from '@batas/db';
import type { UserRole } from '@batas/shared/constants';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { decisionRefusal } from './claim-decision-rules.ts';
import { releaseRivalRegistrations } from './roll-holds.ts';
import { emailVerifiedSql } from '../auth/email-verification.ts';

interface ClaimRow {
  id: string;
  user_id: string;
  lawyer_id: string;
  status: string;
  user_email: string;
  user_first_name: string;
  user_role: UserRole;
  roll_number: string;
  lawyer_full_name: string;
}

export const RIVAL_CLAIM_REASON = 'The profile was claimed by another verified account';
export const CLAIMANT_NOT_CONFIRMED =
  'The claimant has not confirmed their e-mail address yet: a claim can be approved once they have.';

/** The claim with its claimant and roll entry, locked; refused when it is decided already or not this reviewer's. */
async function lockPendingClaim(tx: Transaction, reviewer: CurrentUser | null, claimId: string): Promise<ClaimRow> {
  const result = await tx.query<ClaimRow>(
    `SELECT c.id, c.user_id, c.lawyer_id, c.status, u.email AS user_email, u.first_name AS user_first_name,
            u.role AS user_role, l.roll_number, l.full_name AS lawyer_full_name
       FROM lawyer_claims c JOIN users u ON u.id = c.user_id JOIN lawyers l ON l.id = c.lawyer_id
      WHERE c.id = $1 FOR UPDATE OF c`,
    [claimId],
  );
  const claim = result.rows[0];
  if (!claim) throw notFound('Claim not found');
  const refusal = reviewer && decisionRefusal(reviewer, { id: claim.user_id, role: claim.user_role });
  if (refusal) throw forbidden(refusal);
  if (claim.status !== 'pending') throw conflict(`This claim has already been ${claim.status}`);
  return claim;
}

const decidedMail = (claim: ClaimRow, decision: 'approved' | 'rejected', reason?: string) => ({
  template: 'claim-decided' as const,
  to: claim.user_email,
  params: {
    firstName: claim.user_first_name,
    decision,
    lawyerName: claim.lawyer_full_name,
    rollNumber: claim.roll_number,
    reason: reason ?? null,
  },
});

/**
 * One decision for a lawyer: approval verifies the account and grants the claim together. The account is linked
 * to the roll entry, which becomes 'claimed'; a client account is promoted to the lawyer role and a pending
 * registration is approved. Other open claims on the same profile are rejected with it, and every claimant is
 * e-mailed the outcome (in the same transaction, through the outbox).
 */
export async function approveClaim(
  db: Database,
  reviewer: CurrentUser,
  claimId: string,
  override?: ClaimOverride,
): Promise<void> {
  await db.transaction((tx) => approveLocked(tx, reviewer, claimId, override));
}

/** A reviewer's decision to approve a claim although its selfie or ID is missing, and why. */
export interface ClaimOverride {
  override?: boolean;
  reason?: string;
}

const REQUIRED_DOCUMENTS = [
  { kind: 'selfie', name: 'selfie' },
  { kind: 'id_document', name: 'ID document' },
] as const;

/** The required documents the claimant has not uploaded, by name ('selfie', 'ID document'). */
async function missingDocuments(tx: Transaction, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ kind: string }>(
    'SELECT DISTINCT kind FROM verification_uploads WHERE user_id = $1',
    [userId],
  );
  const present = new Set(rows.map((row) => row.kind));
  return REQUIRED_DOCUMENTS.filter((document) => !present.has(document.kind)).map((document) => document.name);
}

export const missingDocumentsMessage = (missing: readonly string[]) =>
  `The claimant has not uploaded ${missing.map((name) => (/^[aeiouAEIOU]/.test(name) ? `an ${name}` : `a ${name}`)).join(' or ')}: approving needs an override with a reason`;

export async function approveLocked(
  tx: Transaction,
  reviewer: CurrentUser,
  claimId: string,
  override: ClaimOverride = {},
): Promise<void> {
  const claim = await lockPendingClaim(tx, reviewer, claimId);
  // A claim is granted only to an address that is confirmed to be the claimant's (services/auth/email-verification).
  const confirmed = await tx.query(`SELECT 1 FROM users u WHERE u.id = $1 AND ${emailVerifiedSql()}`, [claim.user_id]);
  if (!confirmed.rows.length) throw conflict(CLAIMANT_NOT_CONFIRMED);
  const holder = await tx.query<{ id: string }>(
    `SELECT id FROM users WHERE lawyer_id = $1 AND id <> $2 AND lawyer_verification_status = 'verified'`,
    [claim.lawyer_id, claim.user_id],
  );
  if (holder.rows.length) throw conflict('This lawyer profile is already linked to another account');
  // A verified badge vouches for the identity: granting it without the selfie and the ID is the reviewer's explicit
  // choice, with a reason the audit log keeps.
  const missing = await missingDocuments(tx, claim.user_id);
  if (missing.length && !override.override) throw badRequest('override', missingDocumentsMessage(missing));
  if (missing.length && !override.reason?.trim())
    throw badRequest('reason', 'A reason is required to approve without the documents');

  await tx.query(`UPDATE lawyer_claims SET status = 'approved', reviewed_by = $2, reviewed_at = now() WHERE id = $1`, [
    claim.id,
    reviewer.id,
  ]);
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
  // The rivals lose because the profile is taken, not on their own merits: no reviewer rule applies to them. Rival
  // registrations that never uploaded proof (so have no claim) let go of the entry too.
  for (const other of others.rows) await rejectLocked(tx, reviewer, other.id, RIVAL_CLAIM_REASON, false);
  await releaseRivalRegistrations(tx, claim.lawyer_id, claim.user_id);
  await enqueueMail(tx, decidedMail(claim, 'approved'));
  await recordAudit(tx, reviewer, {
    action: 'claim.approve',
    targetType: 'lawyer_claim',
    targetId: claim.id,
    details: {
      userId: claim.user_id,
      lawyerId: claim.lawyer_id,
      ...(missing.length ? { override: { missingDocuments: missing, reason: override.reason!.trim() } } : {}),
    },
    changes: [
      { field: 'status', before: 'pending', after: 'approved' },
      ...(missing.length ? [{ field: 'documentsOverride', before: null, after: override.reason!.trim() }] : []),
    ],
  });
}

export async function rejectClaim(db: Database, reviewer: CurrentUser, claimId: string, reason: string): Promise<void> {
  await db.transaction((tx) => rejectLocked(tx, reviewer, claimId, reason));
}

/**
 * The claimant may try again with new documents or a new claim, and is e-mailed the reviewer's reason. A roll entry
 * that was only reserved by the claimant's registration is released, so that its real owner can register or claim
 * it.
 */
export async function rejectLocked(
  tx: Transaction,
  reviewer: CurrentUser,
  claimId: string,
  reason: string,
  checkReviewer = true,
): Promise<void> {
  const claim = await lockPendingClaim(tx, checkReviewer ? reviewer : null, claimId);
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
  await enqueueMail(tx, decidedMail(claim, 'rejected', reason));
  await recordAudit(tx, reviewer, {
    action: 'claim.reject',
    targetType: 'lawyer_claim',
    targetId: claim.id,
    details: { userId: claim.user_id, lawyerId: claim.lawyer_id, reason },
    changes: [
      { field: 'status', before: 'pending', after: 'rejected' },
      { field: 'rejectionReason', before: null, after: reason },
    ],
  });
}
