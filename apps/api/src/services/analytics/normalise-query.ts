/** The longest query kept; longer ones are cut (a pasted paragraph is one query, not a new row per variant). */
export const MAX_RECORDED_QUERY = 200;

/**
 * One spelling per query for counting: 'Bouncing  Checks LAW ' and 'bouncing checks law' are the same search.
 * Case, surrounding and repeated spaces do not count; accents and punctuation do (a search for 'Peña' is not one for
 * 'pena' to the reader of the report). Null when nothing is left to count.
 */
export function normaliseSearchQuery(query: string): string | null {
  const normal = query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_RECORDED_QUERY).trim();
  return normal || null;
}
