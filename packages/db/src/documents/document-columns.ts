/**
 * The documents columns a producer writes, with their SQL types. Rows travel to the database as
 * one JSON array expanded by jsonb_to_recordset: a single parameter per statement whatever the
 * batch size (no 65,535-parameter ceiling), and the same SQL on PGlite and PostgreSQL.
 */
export const WRITABLE_COLUMNS = [
  ['title', 'text'],
  ['document_type', 'text'],
  ['court', 'text'],
  ['court_level', 'text'],
  ['law_category', 'text'],
  ['citation', 'text'],
  ['gr_number', 'text'],
  ['case_number', 'text'],
  ['date_decided', 'date'],
  ['date_enacted', 'date'],
  ['ponente', 'text'],
  ['division', 'text'],
  ['petitioner', 'text'],
  ['respondent', 'text'],
  ['subject', 'text'],
  ['legal_topics', 'text[]'],
  ['summary', 'text'],
  ['content', 'text'],
  ['html_content', 'text'],
  ['source_url', 'text'],
  ['source', 'text'],
  ['source_name', 'text'],
  ['short_title', 'text'],
  ['pdf_url', 'text'],
  ['text_at_source', 'boolean'],
  ['identity_key', 'text'],
  ['citation_keys', 'text[]'],
  ['content_hash', 'text'],
  ['scraped_at', 'timestamptz'],
] as const;

/** `x(col type, …)` for jsonb_to_recordset, with extra leading columns (id, slug, …). */
export function recordsetShape(extra: ReadonlyArray<readonly [string, string]>): string {
  return [...extra, ...WRITABLE_COLUMNS].map(([name, type]) => `${name} ${type}`).join(', ');
}

export const COLUMN_NAMES = WRITABLE_COLUMNS.map(([name]) => name);

/**
 * On update, an identity or origin the new version lacks is kept rather than erased: a re-scrape
 * without the source URL must not make the document unfindable by the next run.
 */
export const KEEP_WHEN_MISSING: ReadonlySet<string> = new Set([
  'source_url',
  'identity_key',
  'source',
  'source_name',
  'short_title',
  'pdf_url',
  'scraped_at',
]);
