import type { Database } from '@batas/db';
import type { CurrentUser } from '../auth/current-user.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

export async function deleteDocument(db: Database, actor: CurrentUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const result = await tx.query<{ title: string; slug: string; citation: string | null }>(
      'DELETE FROM documents WHERE id = $1 RETURNING title, slug, citation',
      [id],
    );
    const deleted = result.rows[0];
    if (!deleted) throw notFound('Document not found');
    // The title and citation are kept in the log: the row itself is gone.
    await recordAudit(tx, actor, {
      action: 'document.delete',
      targetType: 'document',
      targetId: id,
      details: { ...deleted },
    });
  });
}
