import type { Database } from '@batas/db';
import { deleteDocumentById } from '@batas/db/documents';
import type { CurrentUser } from '../auth/current-user.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

export async function deleteDocument(db: Database, actor: CurrentUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteDocumentById(tx, id);
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
