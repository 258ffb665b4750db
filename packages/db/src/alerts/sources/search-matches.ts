import type { NewsSource } from '../alert-row.ts';
import { notFoundYet } from '../alert-row.ts';

/**
 * A search alert's news: new documents its words match the way the library's search matches them (the text
 * anywhere in the document, or one of the citation keys the query names) and that pass its filters. The API stored
 * the text and keys when the alert was made (services/search/parse-query.ts), so nothing is parsed here.
 */
export const searchMatches: NewsSource = async (db, alert, { since, limit }) => {
  const params: unknown[] = [alert.id, since, limit];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = ['d.created_at > $2', notFoundYet('$1')];
  const text = alert.search_text?.trim()
    ? `d.body_vector @@ websearch_to_tsquery('ph_legal', ${add(alert.search_text)})`
    : null;
  const keys = alert.citation_keys.length > 0 ? `d.citation_keys && ${add(alert.citation_keys)}::text[]` : null;
  if (text || keys) where.push(`(${[text, keys].filter(Boolean).join(' OR ')})`);
  if (alert.document_types?.length) where.push(`d.document_type = ANY(${add(alert.document_types)}::text[])`);
  if (alert.year !== null) where.push(`d.year = ${add(alert.year)}`);
  if (alert.court) where.push(`d.court = ${add(alert.court)}`);
  if (alert.court_level) where.push(`d.court_level = ${add(alert.court_level)}`);
  if (alert.law_category) where.push(`lower(d.law_category) = lower(${add(alert.law_category)})`);
  const { rows } = await db.query<{ id: string }>(
    `SELECT d.id FROM documents d WHERE ${where.join(' AND ')} ORDER BY d.created_at, d.id LIMIT $3`,
    params,
  );
  return rows.map((row) => ({ documentId: row.id, reason: 'search', citingSentence: null }));
};
