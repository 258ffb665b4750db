/**
 * Words a title-style slug search ignores: too common in case titles to tell one
 * document from another.
 */
export const TITLE_SLUG_STOP_WORDS: ReadonlySet<string> = new Set([
  'vs',
  'and',
  'the',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'with',
  'by',
  'banc',
  'petitioner',
  'respondent',
  'commission',
  'elections',
]);

/** At most this many words are kept from a title slug for the search. */
export const TITLE_SLUG_MAX_WORDS = 3;

/** Slug cap for title-based slugs. */
export const TITLE_SLUG_MAX_LENGTH = 50;
