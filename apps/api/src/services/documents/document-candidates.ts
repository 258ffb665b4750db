import type { Queryable } from '@batas/db';
import {
  DOCUMENT_CITES_COUNT,
  DOCUMENT_SOURCES,
  DOCUMENT_SUMMARY_COLUMNS,
  type DocumentRow,
} from '../../presenters/document.ts';
import { escapeLike } from '../../lib/sql-like.ts';

/**
 * A document row as the resolver reads it. When few documents match (the usual case: one), the row is complete
 * and the answer needs no second query; with many, the bodies are left out (a candidates page shows none).
 */
export interface CandidateRow extends DocumentRow {
  date: string | null;
  complete: boolean;
}

const FEW = 'count(*) OVER () <= 5';
const CANDIDATE_COLUMNS = `${DOCUMENT_SUMMARY_COLUMNS}, case_number, ponente, division, petitioner, respondent, short_name, subject, legal_topics,
  CASE WHEN ${FEW} THEN summary END AS summary, CASE WHEN ${FEW} THEN content END AS content,
  CASE WHEN ${FEW} THEN html_content END AS html_content, source_url, source, source_name, pdf_url, created_at, updated_at,
  ${DOCUMENT_SOURCES}, ${DOCUMENT_CITES_COUNT},
  document_date::text AS date, ${FEW} AS complete`;
// More than this many documents under one number is a data problem, not a choice a reader can make.
const MAX_CANDIDATES = 50;

/**
 * Step 1 and 2 of the lookup order in one statement: the exact slug, or every document stored under the
 * citation key. PostgreSQL answers the OR with a BitmapOr of the slug unique index and the citation_keys GIN.
 */
export async function findBySlugOrKey(db: Queryable, slugs: string[], key: string | null) {
  // A report page ('136 SCRA 27') is also found through the crosswalk (keyed-documents.ts).
  const where = key
    ? `slug = ANY($1::text[]) OR citation_keys @> ARRAY[$2]::text[] OR id = ANY(ARRAY(
         SELECT document_id FROM report_pages WHERE key = $2 AND state = 'mapped' AND document_id IS NOT NULL))`
    : 'slug = ANY($1::text[])';
  const params = key ? [slugs, key] : [slugs];
  const { rows } = await db.query<CandidateRow>(
    `SELECT ${CANDIDATE_COLUMNS} FROM documents WHERE ${where} ORDER BY document_date DESC NULLS LAST LIMIT ${MAX_CANDIDATES + 1}`,
    params,
  );
  return rows;
}

/** Step 3: a title slug's words must all occur in the title (the trigram index answers LIKE '%word%'). */
export async function findByTitleWords(db: Queryable, words: string[], year: string | null) {
  const params: unknown[] = words.map((word) => `%${escapeLike(word.toLowerCase())}%`);
  const conditions = params.map((_, index) => `lower(immutable_unaccent(title)) LIKE $${index + 1}`);
  if (year) {
    params.push(Number(year));
    conditions.push(`year = $${params.length}`);
  }
  const { rows } = await db.query<CandidateRow>(
    `SELECT ${CANDIDATE_COLUMNS} FROM documents WHERE ${conditions.join(' AND ')}
      ORDER BY document_date DESC NULLS LAST LIMIT ${MAX_CANDIDATES + 1}`,
    params,
  );
  return rows;
}

/** Step 4: 'doc-{id}'. */
export async function findById(db: Queryable, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return [];
  const { rows } = await db.query<CandidateRow>(`SELECT ${CANDIDATE_COLUMNS} FROM documents WHERE id = $1`, [id]);
  return rows;
}

/** Step 5: the address read as words ('hyphens as spaces'), matched against what documents are called. */
export async function findByNameText(db: Queryable, text: string) {
  const { rows } = await db.query<CandidateRow>(
    `SELECT ${CANDIDATE_COLUMNS} FROM documents, plainto_tsquery('ph_legal', $1) AS query
      WHERE name_vector @@ query ORDER BY ts_rank(name_vector, query) DESC LIMIT ${MAX_CANDIDATES + 1}`,
    [text],
  );
  return rows;
}
