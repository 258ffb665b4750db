import type { DocumentInput } from '@batas/db/documents';
import type { AdminDocumentValues } from '@batas/shared/schemas/admin-document';

/**
 * The admin form's fields → the library's DocumentInput. `fullText` is the library's `content`. Only fields the
 * form sent are mapped (undefined = not sent), so an update leaves the others as stored.
 */
export function formToInput(values: Partial<AdminDocumentValues>): Partial<DocumentInput> {
  const { fullText, ...rest } = values;
  const input: Partial<DocumentInput> = { ...rest };
  if (fullText !== undefined) input.content = fullText;
  return input;
}
