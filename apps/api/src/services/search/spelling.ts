import type { Queryable } from '@batas/db';

/**
 * A second chance for a query that found nothing because a word is misspelled ('Marcos v. Manglapuz', 'Tanada v.
 * Tuverra'): each word of four letters or more that no document contains is replaced by the most similar word of a
 * title that has one close to it (pg_trgm word similarity ≥ 0.6, through the trigram index on titles), and the
 * corrected query is searched instead. Names are what people misspell and what titles hold. Only queries that
 * found nothing pay for this (two index lookups), and only once.
 */
const WORD = /[\p{L}]{4,}/gu;
const MAX_WORDS = 8;

export async function correctSpelling(db: Queryable, query: string): Promise<string | null> {
  const words = [...new Set(query.match(WORD) ?? [])].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const { rows: unknown } = await db.query<{ word: string }>(
    `SELECT word FROM unnest($1::text[]) AS word
      WHERE numnode(plainto_tsquery('ph_legal', word)) > 0
        AND NOT EXISTS (SELECT 1 FROM documents WHERE body_vector @@ plainto_tsquery('ph_legal', word))`,
    [words],
  );
  if (unknown.length === 0) return null;
  let corrected = query;
  for (const { word } of unknown) {
    const { rows } = await db.query<{ fix: string }>(
      `SELECT fix FROM (
         SELECT regexp_split_to_table(lower(immutable_unaccent(title)), '[^[:alnum:]]+') AS fix
           FROM (SELECT title FROM documents
                  WHERE lower(immutable_unaccent($1)) <% lower(immutable_unaccent(title)) LIMIT 50) AS close_titles
       ) AS words
       WHERE length(fix) >= 3
       ORDER BY similarity(fix, lower(immutable_unaccent($1))) DESC, fix LIMIT 1`,
      [word],
    );
    const fix = rows[0]?.fix;
    if (fix) corrected = corrected.replace(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'giu'), sameCase(fix, word));
  }
  return corrected === query ? null : corrected;
}

/** The correction written like the word it replaces: 'Manglapus' for 'Manglapuz', 'TUVERA' for 'TUVERRA'. */
function sameCase(fix: string, like: string): string {
  if (like === like.toUpperCase()) return fix.toUpperCase();
  if (like[0] === like[0]!.toUpperCase()) return fix[0]!.toUpperCase() + fix.slice(1);
  return fix;
}
