import type { AuditChange, AuditValue } from '@batas/shared/contracts/admin-audit';

/** Long texts (a decision's full text) are kept as their opening: the log says what changed, not a second copy. */
export const AUDIT_TEXT_LIMIT = 300;

/** '' and a missing value both mean "empty" to the reader of the log: clearing an empty field is no change. */
function normalise(value: unknown): AuditValue {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(String);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

const shorten = (value: AuditValue): AuditValue =>
  typeof value === 'string' && value.length > AUDIT_TEXT_LIMIT ? `${value.slice(0, AUDIT_TEXT_LIMIT)}…` : value;

/**
 * The fields of `fields` whose value differs between the record before and after an edit, with both values, in the
 * order given. Compared in full, recorded shortened.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const [old, next] = [normalise(before[field]), normalise(after[field])];
    return JSON.stringify(old) === JSON.stringify(next) ? [] : [{ field, before: shorten(old), after: shorten(next) }];
  });
}
