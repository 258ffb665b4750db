import type { SqlParams } from '../../lib/sql-params.ts';
import { escapeLike } from '../../lib/sql-like.ts';

const HONORIFICS = new Set(['atty', 'attorney', 'hon', 'justice', 'judge']);

/**
 * Words of a name query as lawyers.search_name and lawyers.name_words store names: accent-free, lower case. At
 * most 8 (nobody's name has more; it also bounds the query). Honorifics are dropped: 'Atty. Cruz' is a search for
 * Cruz.
 */
export function nameWords(query: string): string[] {
  return query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word && !HONORIFICS.has(word))
    .slice(0, 8);
}

/** The roll number a query of digits names ('12,345' → '12345'), if it is one. */
function rollNumber(query: string): string | undefined {
  const roll = query.trim().replace(/[\s,]/g, '');
  return /^\d+$/.test(roll) ? roll : undefined;
}

/**
 * Any part of the name, in any order, accents and case ignored: 'pena' finds PEÑA, 'cruz dela' finds DELA CRUZ.
 * Words of three letters or more may occur anywhere (`LIKE '%…%'`, answered by the trigram GIN index on
 * search_name); shorter ones ('de', 'ma') must start a word (name_word_starts, its own GIN index), since a
 * two-letter substring would match almost everyone. A query of digits also matches a roll number exactly.
 */
export function nameSearchCondition(params: SqlParams, query: string, alias = 'l'): string {
  const words = nameWords(query);
  const short = words.filter((word) => word.length < 3);
  const conditions = words
    .filter((word) => word.length >= 3)
    .map((word) => `${alias}.search_name LIKE ${params.add(`%${escapeLike(word)}%`)}`);
  if (short.length) conditions.push(`${alias}.name_word_starts @> ${params.add(short)}::text[]`);
  const byName = conditions.length ? `(${conditions.join(' AND ')})` : 'false';
  const roll = rollNumber(query);
  return roll ? `(${alias}.roll_number = ${params.add(roll)} OR ${byName})` : byName;
}

/**
 * The best matches of a name search: the lawyer whose roll number the query is, and names that hold every word of
 * the query as a whole word ('pena' → PEÑA, not PEÑAFLOR).
 */
export function exactNameCondition(params: SqlParams, query: string, alias = 'l'): string {
  const words = nameWords(query);
  const byName = words.length ? `${alias}.name_words @> ${params.add(words)}::text[]` : 'false';
  const roll = rollNumber(query);
  return roll ? `(${alias}.roll_number = ${params.add(roll)} OR ${byName})` : byName;
}

/**
 * How many of the query's words are whole words of the name, for ordering the other matches of a query of
 * several words ('juan cruz': JUAN DELA CRUZ before JUANITO CRUZATA). Empty for a single word: none of the other
 * matches of one word holds it whole.
 */
export function wholeWordCount(params: SqlParams, query: string, alias = 'l'): string | undefined {
  const words = nameWords(query);
  if (words.length < 2) return undefined;
  return words.map((word) => `(${alias}.name_words @> ARRAY[${params.add(word)}::text])::int`).join(' + ');
}

/** The parts of a name the relevance order looks at, in its order: a surname match first, then a first name. */
export const RANKED_NAME_PARTS = ['last', 'first'] as const;
type NamePart = (typeof RANKED_NAME_PARTS)[number];

// A part's words, split as name_words splits the whole name (the function's other arguments left empty).
const PART_WORDS: Record<NamePart, (alias: string) => string> = {
  last: (alias) => `split_name_words(NULL, NULL, ${alias}.last_name, NULL)`,
  first: (alias) => `split_name_words(${alias}.first_name, NULL, NULL, NULL)`,
};

/**
 * Whether the query matches in this part of the name: for the exact matches, a word of the query is a whole word of
 * the part; for the others, a word of the part holds a word of the query (a short one at its start), as the match
 * itself is decided. The roll number counts as the surname: it names the lawyer outright.
 */
export function namePartCondition(params: SqlParams, query: string, part: NamePart, whole: boolean, alias = 'l') {
  const words = params.add(nameWords(query));
  const partWords = PART_WORDS[part](alias);
  const inPart = whole
    ? `${partWords} && ${words}::text[]`
    : `EXISTS (SELECT 1 FROM unnest(${partWords}) AS part_word, unnest(${words}::text[]) AS query_word
        WHERE part_word LIKE (CASE WHEN length(query_word) < 3 THEN '' ELSE '%' END) || query_word || '%')`;
  const roll = part === 'last' ? rollNumber(query) : undefined;
  return roll ? `(${alias}.roll_number = ${params.add(roll)} OR ${inPart})` : inPart;
}

/**
 * The directory's alphabetical order, case and accents ignored ('Aguilar' before 'SANTOS ARELLANO', 'Peña' beside
 * 'Pena'): exactly the lawyers_folded_name_order index, so that a page can be read from it.
 */
export function alphabeticalOrder(alias = 'l', direction: 'ASC' | 'DESC' = 'ASC'): string {
  return [
    `lower(immutable_unaccent(${alias}.last_name))`,
    `lower(immutable_unaccent(${alias}.first_name))`,
    `${alias}.id`,
  ]
    .map((key) => `${key} ${direction}`)
    .join(', ');
}
