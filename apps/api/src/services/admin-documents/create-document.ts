import type { Database } from '@batas/db';
import { upsertDocument } from '@batas/db/documents/index';
import type { AdminDocumentValues } from '@batas/shared/schemas/admin-document';
import type { CurrentUser } from '../auth/current-user.ts';
import { conflict } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { getDocumentById } from '../documents/get-document.ts';
import { toHttpError } from './document-write-errors.ts';
import { formToInput } from './form-to-input.ts';

/**
 * A document typed in by an editor. The library needs a body to index and show; the form makes it optional,
 * so a document saved without full text gets its summary (or its title) as body until someone pastes the text.
 */
export async function createDocument(db: Database, actor: CurrentUser, values: AdminDocumentValues) {
  const input = formToInput(values);
  let result;
  try {
    result = await upsertDocument(db, {
      ...input,
      title: values.title,
      documentType: values.documentType,
      content: values.fullText ?? values.summary ?? values.title,
      source: 'admin',
    });
  } catch (error) {
    throw toHttpError(error);
  }
  // The same citation (or identity) as a stored document: upsert would have updated it, which is not what
  // "Create" means; say so instead of silently editing someone else's document.
  if (result.status !== 'inserted') throw conflict(`A document with this citation already exists (${result.slug})`, 'citation');
  await recordAudit(db, actor, { action: 'document.create', targetType: 'document', targetId: result.id, details: { title: values.title, slug: result.slug } });
  return (await getDocumentById(db, result.id))!;
}
