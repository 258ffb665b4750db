import type { Database } from '@batas/db';
import { updateDocumentById } from '@batas/db/documents/update-document-by-id';
import type { AdminDocumentValues } from '@batas/shared/schemas/admin-document';
import type { CurrentUser } from '../auth/current-user.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { getDocumentById } from '../documents/get-document.ts';
import { toHttpError } from './document-write-errors.ts';
import { formToInput } from './form-to-input.ts';

/** Saves the edit modal; slug, citation keys and search vectors are recomputed by the library's write path. */
export async function updateDocument(
  db: Database,
  actor: CurrentUser,
  id: string,
  values: Partial<AdminDocumentValues>,
) {
  let result;
  try {
    result = await updateDocumentById(db, id, formToInput(values));
  } catch (error) {
    throw toHttpError(error);
  }
  if (!result) throw notFound('Document not found');
  if (result.status !== 'duplicate') {
    await recordAudit(db, actor, {
      action: 'document.update',
      targetType: 'document',
      targetId: id,
      details: {
        fields: Object.keys(values).filter((key) => values[key as keyof AdminDocumentValues] !== undefined),
        slug: result.slug,
      },
    });
  }
  return (await getDocumentById(db, id))!;
}
