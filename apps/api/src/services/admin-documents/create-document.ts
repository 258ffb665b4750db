import type { Database } from '@batas/db';
import { insertDocument } from '@batas/db/documents';
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
    result = await insertDocument(db, {
      ...input,
      title: values.title,
      documentType: values.documentType,
      content: values.fullText ?? values.summary ?? values.title,
      source: 'admin',
    });
  } catch (error) {
    throw toHttpError(error);
  }
  // The same citation (or, without one, the same title) as a stored document: say so, the stored one is untouched.
  if (result.status !== 'inserted') {
    throw conflict(
      `This document already exists (${result.slug}): edit it, or give the new one its own citation`,
      'citation',
    );
  }
  await recordAudit(db, actor, {
    action: 'document.create',
    targetType: 'document',
    targetId: result.id,
    details: { title: values.title, slug: result.slug },
  });
  return (await getDocumentById(db, result.id))!;
}
