import type { Database } from '@batas/db';
import type { CurrentUser } from '../auth/current-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { accountName, lockTargetAccount } from './account-rules.ts';

/** Deletes an account in any state (their claims and uploads go with it; articles stay with the lawyer profile). */
export async function deleteUser(db: Database, actor: CurrentUser, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTargetAccount(tx, actor, userId, true, 'delete');
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    await recordAudit(tx, actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      details: {
        email: target.email,
        name: accountName(target),
        role: target.role,
        approvalStatus: target.approval_status,
      },
    });
  });
}
