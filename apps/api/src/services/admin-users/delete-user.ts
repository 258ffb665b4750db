import type { Database } from '@batas/db';
import type { CurrentUser } from '../auth/current-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { accountName, lockTargetAccount } from './account-rules.ts';
import { removeStoredFile } from '../uploads/file-store.ts';

/**
 * Deletes an account in any state (their claims and uploads go with it; articles stay with the lawyer profile).
 * Its identity documents are removed from disk once the deletion is committed.
 */
export async function deleteUser(db: Database, actor: CurrentUser, userId: string, uploadsDir: string): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const target = await lockTargetAccount(tx, actor, userId, true, 'delete');
    const uploads = await tx.query<{ storage_key: string }>(
      'SELECT storage_key FROM verification_uploads WHERE user_id = $1',
      [userId],
    );
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
    return uploads.rows.map((row) => row.storage_key);
  });
  for (const key of files) await removeStoredFile(uploadsDir, key);
}
