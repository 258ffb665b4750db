import type { Database } from '@batas/db';
import type { CurrentUser } from '../auth/current-user.ts';
import { conflict } from '../../lib/errors.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { accountName, lockTargetAccount, type TargetAccount } from './account-rules.ts';
import { getAdminUser } from './list-users.ts';
import { approveLocked, rejectLocked } from '../claims/review-claim.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';

export const USER_ACTIONS = ['approve', 'reject', 'activate', 'deactivate'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

interface Transition {
  /** null when allowed, else why not (answered as 409). */
  refusal: (user: TargetAccount) => string | null;
  set: string;
  /** Takes the account's access away: its tokens are revoked and the self/last-super-admin rules apply. */
  removesAccess: boolean;
}

/** pending → approved | rejected; approved users toggle isActive; rejected users only get deleted. */
const TRANSITIONS: Record<UserAction, Transition> = {
  approve: {
    refusal: (user) =>
      user.approval_status === 'pending'
        ? null
        : `Only pending users can be approved; this user is ${user.approval_status}`,
    set: `approval_status = 'approved'`,
    removesAccess: false,
  },
  reject: {
    refusal: (user) =>
      user.approval_status === 'pending'
        ? null
        : `Only pending users can be rejected; this user is ${user.approval_status}`,
    set: `approval_status = 'rejected'`,
    removesAccess: true,
  },
  activate: {
    refusal: (user) =>
      user.approval_status !== 'approved'
        ? `Only approved users can be activated; this user is ${user.approval_status}`
        : user.is_active
          ? 'This user is already active'
          : null,
    set: 'is_active = true',
    removesAccess: false,
  },
  deactivate: {
    refusal: (user) =>
      user.approval_status !== 'approved'
        ? `Only approved users can be deactivated; this user is ${user.approval_status}`
        : !user.is_active
          ? 'This user is already inactive'
          : null,
    set: 'is_active = false',
    removesAccess: true,
  },
};

export const REGISTRATION_REJECTED_REASON = 'Your registration was not approved.';

/**
 * Applies one status action, revokes tokens when access is taken away, and records who did it. Approving or
 * rejecting someone whose claim of a roll entry is waiting decides that claim too: for a lawyer it is one
 * decision (approval verifies the account and grants the claim), with the same reviewer rules as the claims queue.
 */
export async function changeUserStatus(db: Database, actor: CurrentUser, userId: string, action: UserAction) {
  const transition = TRANSITIONS[action];
  await db.transaction(async (tx) => {
    const target = await lockTargetAccount(tx, actor, userId, transition.removesAccess, action);
    const refusal = transition.refusal(target);
    if (refusal) throw conflict(refusal);
    const pendingClaim =
      action === 'approve' || action === 'reject'
        ? (
            await tx.query<{ id: string }>(`SELECT id FROM lawyer_claims WHERE user_id = $1 AND status = 'pending'`, [
              userId,
            ])
          ).rows[0]
        : undefined;
    if (pendingClaim && action === 'approve') await approveLocked(tx, actor, pendingClaim.id);
    if (pendingClaim && action === 'reject')
      await rejectLocked(tx, actor, pendingClaim.id, REGISTRATION_REJECTED_REASON);
    if (!pendingClaim && (action === 'approve' || action === 'reject')) {
      await enqueueMail(tx, {
        template: 'account-decided',
        to: target.email,
        params: { firstName: target.first_name, decision: action === 'approve' ? 'approved' : 'rejected' },
      });
    }
    // Bumping token_version makes every token issued before this moment worthless (current-user.ts). A rejected
    // registration lets go of the roll entry it named (unless verified), so the real lawyer can register or claim it.
    const revoke = transition.removesAccess ? ', token_version = token_version + 1' : '';
    const release =
      action === 'reject' ? `, lawyer_id = CASE WHEN lawyer_verification_status = 'verified' THEN lawyer_id END` : '';
    const updated = await tx.query<{ approval_status: string; is_active: boolean }>(
      `UPDATE users SET ${transition.set}${revoke}${release}, updated_at = now() WHERE id = $1
       RETURNING approval_status, is_active`,
      [userId],
    );
    const after = updated.rows[0]!;
    await recordAudit(tx, actor, {
      action: `user.${action}`,
      targetType: 'user',
      targetId: userId,
      details: {
        email: target.email,
        name: accountName(target),
        previous: { approvalStatus: target.approval_status, isActive: target.is_active },
      },
      changes: fieldChanges(
        { approvalStatus: target.approval_status, isActive: target.is_active },
        { approvalStatus: after.approval_status, isActive: after.is_active },
        ['approvalStatus', 'isActive'],
      ),
    });
  });
  return (await getAdminUser(db, userId))!;
}
