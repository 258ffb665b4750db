import type { Database } from '@batas/db';
import { updateDocumentById } from '@batas/db/documents';
import type { AdminDocumentValues } from '@batas/shared/schemas/admin-document';
import type { CurrentUser } from '../auth/current-user.ts';
import { notFound } from '../../lib/errors.ts';
import { fieldChanges } from '../audit/field-changes.ts';
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
  const before = await getDocumentById(db, id);
  let result;
  try {
    result = await updateDocumentById(db, id, formToInput(values));
  } catch (error) {
    throw toHttpError(error);
  }
  if (!result || !before) throw notFound('Document not found');
  const after = (await getDocumentById(db, id))!;
  const fields = Object.keys(values).filter((key) => values[key as keyof AdminDocumentValues] !== undefined);
  if (result.status !== 'duplicate') {
    await recordAudit(db, actor, {
      action: 'document.update',
      targetType: 'document',
      targetId: id,
      details: { fields, slug: result.slug, title: after.title },
      // The form's full text is the document's content.
      changes: fieldChanges({ ...before, fullText: before.content }, { ...after, fullText: after.content }, fields),
    });
  }
  return after;
}
