import type { SqlParams } from '../../lib/sql-params.ts';

/** LIKE treats % and _ as wildcards; a visitor's text must match literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Words of a name query, at most 6 (nobody's name has more; it also bounds the query). */
export const nameWords = (query: string) => query.trim().split(/[\s,]+/).filter(Boolean).slice(0, 6);

/**
 * Every word must occur somewhere in the accent-free, lower-case name (first, middle, last or suffix), so 'pena'
 * finds 'PEÑA' and 'cruz juan' finds 'JUAN DELA CRUZ'. `LIKE '%…%'` on search_name uses its trigram GIN index.
 * A query of digits also matches a roll number exactly.
 */
export function nameSearchCondition(params: SqlParams, query: string, alias = 'l'): string {
  const words = nameWords(query).map(
    (word) => `${alias}.search_name LIKE '%' || lower(immutable_unaccent(${params.add(escapeLike(word))})) || '%'`,
  );
  const byName = words.length ? `(${words.join(' AND ')})` : 'false';
  const roll = query.trim().replace(/[\s,]/g, '');
  return /^\d+$/.test(roll) ? `(${alias}.roll_number = ${params.add(roll)} OR ${byName})` : byName;
}

/** Closest names first when searching: trigram similarity of the whole query to the whole name. */
export const nameRelevance = (params: SqlParams, query: string, alias = 'l') =>
  `similarity(${alias}.search_name, lower(immutable_unaccent(${params.add(query.trim())}))) DESC`;
