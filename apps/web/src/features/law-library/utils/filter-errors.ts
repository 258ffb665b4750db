/** A filter the server refused, by the label the visitor sees: { label: 'Year', message: 'must be 1800 or later' }. */
export interface FilterError {
  field: string;
  label: string;
  message: string;
}

const LABELS: Record<string, string> = {
  search: 'Keyword',
  q: 'Keyword',
  year: 'Year',
  courtLevel: 'Court',
  lawCategory: 'Law Category',
  documentType: 'Document type',
  page: 'Page',
  sortBy: 'Sort',
  sortOrder: 'Sort',
};

/**
 * The server's own reasons for refusing the library's filters (its 400 names each field). Read from the error's
 * plain fields, not its class: a page rendered on the server hands its failed request to the browser as JSON.
 */
export function filterErrors(error: unknown): FilterError[] {
  if (!error || typeof error !== 'object') return [];
  const { status, errors } = error as { status?: unknown; errors?: unknown };
  if (status !== 400 || !Array.isArray(errors)) return [];
  return errors.flatMap((entry: { field?: unknown; message?: unknown }) => {
    if (typeof entry?.field !== 'string' || typeof entry.message !== 'string') return [];
    const field = entry.field.split('.')[0]!;
    return [{ field, label: LABELS[field] ?? field, message: entry.message }];
  });
}
