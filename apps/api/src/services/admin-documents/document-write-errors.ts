import { DocumentConflictError, DocumentValidationError } from '@batas/db/documents';
import { HttpError } from '../../lib/errors.ts';

// The library's names for what the admin form calls differently.
const FORM_FIELD: Record<string, string> = {
  content: 'fullText',
  htmlContent: 'fullText',
  'content or htmlContent': 'fullText',
};

/**
 * The library's write errors in the API's words: a validation problem is a 400 naming the field (each problem
 * starts with the field name: 'dateDecided is not a date'), a clash with another document a 409.
 */
export function toHttpError(error: unknown): unknown {
  if (error instanceof DocumentValidationError) {
    const errors = error.problems.map((problem) => {
      const name = /^content or htmlContent/.test(problem)
        ? 'content or htmlContent'
        : (problem.split(' ')[0] ?? 'document');
      return { field: FORM_FIELD[name] ?? name, message: problem };
    });
    return new HttpError(400, `Invalid document: ${error.problems.join('; ')}`, errors);
  }
  if (error instanceof DocumentConflictError) {
    const missing = /does not exist/.test(error.message);
    return new HttpError(missing ? 404 : 409, missing ? 'Document not found' : error.message);
  }
  return error;
}
