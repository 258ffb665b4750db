import type { Queryable } from '../../../packages/db/src/index.ts';

/**
 * The baseline the issue measures against: the library's search before this work, kept verbatim in
 * spirit. Every document whose body matches is ranked with ts_rank, then sorted, then counted
 * exactly. No citation lookup and no snippets, so if anything it flatters the baseline.
 */
export async function naiveSearch(db: Queryable, text: string, filters: { documentType?: string; year?: number } = {}) {
  const where = [`body_vector @@ websearch_to_tsquery('ph_legal', $1)`];
  const values: unknown[] = [text];
  if (filters.documentType) where.push(`document_type = $${values.push(filters.documentType)}`);
  if (filters.year) where.push(`year = $${values.push(filters.year)}`);
  const whereSql = where.join(' AND ');
  const rows = await db.query(
    `SELECT id, slug, title FROM documents WHERE ${whereSql}
     ORDER BY ts_rank(rank_vector, websearch_to_tsquery('ph_legal', $1)) DESC, document_date DESC NULLS LAST, id LIMIT 10`,
    values,
  );
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE ${whereSql}`, values);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
