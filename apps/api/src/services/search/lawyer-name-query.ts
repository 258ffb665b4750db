import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';

/**
 * Name search over the roll of attorneys, for the lawyer directory to compose into its own list
 * query: any part of the name, in any order, accents and case ignored ('pena' finds PEÑA, 'cruz
 * dela' finds DELA CRUZ, 'ma. santos' finds MA. CRISTINA SANTOS).
 *
 * Each word must occur in lawyers.search_name (accent-free, lower case, kept by the database),
 * which its trigram GIN index answers for words of three letters or more. Shorter words ('de',
 * 'ma') must start a word of the name (a trigram index cannot serve them; LIKE is cheap per row).
 *
 * Order is alphabetical (last, first name), not by similarity: measured on 80,000 lawyers,
 * ordering the 7,000 'santos' by word_similarity took 250 ms, while ORDER BY last_name, first_name
 * LIMIT 20 walks the (last_name, first_name) index and stops after 20 matches (27 ms, on a machine
 * at a load average of 20); within a name search, matches are equally good anyway.
 */
export interface LawyerNameClause {
  /** AND this into the WHERE clause (columns of `lawyers`, unqualified). */
  where: string;
  /** ORDER BY this (index-friendly: see above), then a unique column for stable pages. */
  orderBy: string;
}

const HONORIFICS = new Set(['atty', 'attorney', 'hon', 'justice', 'judge']);

export function lawyerNameClause(params: SqlParams, query: string): LawyerNameClause | null {
  const words = query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word && !HONORIFICS.has(word))
    .slice(0, 8);
  if (words.length === 0) return null;
  const conditions = words.map((word) =>
    word.length >= 3
      ? `search_name LIKE ${params.add(`%${word}%`)}`
      : `(search_name LIKE ${params.add(`${word}%`)} OR search_name LIKE ${params.add(`% ${word}%`)})`,
  );
  return { where: `(${conditions.join(' AND ')})`, orderBy: 'last_name, first_name' };
}

export interface LawyerNameHit {
  id: string;
  full_name: string;
  roll_number: string;
}

/** The clause on its own: ids and names of the best matches (benchmark, tests, autocomplete). */
export async function searchLawyerNames(db: Queryable, query: string, limit = 20): Promise<LawyerNameHit[]> {
  const params = new SqlParams();
  const clause = lawyerNameClause(params, query);
  if (!clause) return [];
  const { rows } = await db.query<LawyerNameHit>(
    `SELECT id, full_name, roll_number FROM lawyers WHERE ${clause.where}
     ORDER BY ${clause.orderBy}, id LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows;
}
