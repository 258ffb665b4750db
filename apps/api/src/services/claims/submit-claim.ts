import type { Database } from '@batas/db';
import { verifiedOwnerSql } from './roll-holds.ts';
import { assertEmailVerified } from '../auth/email-verification.ts';
import type { ClaimInput } from '@batas/shared/schemas/accounts';
import { ACCOUNT_MESSAGES } from '@batas/shared/schemas/accounts';
import { HttpError, badRequest, conflict } from '../../lib/errors.ts';
import type { CurrentUser } from '../auth/current-user.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PROFILE_TAKEN = 'This lawyer profile has already been claimed by another account';

/**
 * Opens a claim of a roll entry for review. One open claim per account; a profile already linked to another account
 * (claimed, or reserved by a lawyer's registration) cannot be claimed. The account goes 'under_review'.
 */
export async function submitClaim(
  db: Database,
  user: CurrentUser,
  input: ClaimInput,
): Promise<{ id: string; status: string }> {
  if (!UUID.test(input.lawyerId)) throw badRequest('lawyerId', ACCOUNT_MESSAGES.selectLawyer);
  assertEmailVerified(user);
  if (user.lawyerVerificationStatus === 'verified' && user.lawyerId) {
    throw conflict('Your account is already linked to a verified lawyer profile');
  }
  return db.transaction(async (tx) => {
    const lawyer = await tx.query<{ profile_status: string; holder: string | null }>(
      `SELECT l.profile_status, ${verifiedOwnerSql('l.id')} AS holder FROM lawyers l WHERE l.id = $1`,
      [input.lawyerId],
    );
    const entry = lawyer.rows[0];
    if (!entry) throw new HttpError(404, 'Lawyer not found', [{ field: 'lawyerId', message: 'Lawyer not found' }]);
    if (entry.profile_status === 'claimed' || (entry.holder && entry.holder !== user.id))
      throw conflict(PROFILE_TAKEN, 'lawyerId');

    const open = await tx.query('SELECT 1 FROM lawyer_claims WHERE user_id = $1 AND status = $2', [user.id, 'pending']);
    if (open.rows.length) throw conflict('You already have a claim under review', 'lawyerId');

    const claim = await tx.query<{ id: string; status: string }>(
      `INSERT INTO lawyer_claims (user_id, lawyer_id, verification_documents, additional_info)
       VALUES ($1, $2, $3, $4) RETURNING id, status`,
      [user.id, input.lawyerId, input.verificationDocuments, input.additionalInfo ?? null],
    );
    await tx.query(
      `UPDATE users SET claim_status = 'pending', lawyer_verification_status = 'under_review', updated_at = now() WHERE id = $1`,
      [user.id],
    );
    return claim.rows[0]!;
  });
}
