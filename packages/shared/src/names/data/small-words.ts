/**
 * Words kept in lower case inside a title (not first): English articles, conjunctions and short prepositions,
 * the case-name 'v.'/'vs.', and Filipino particles that read as function words in statute titles.
 */
export const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'onto',
  'per',
  'to',
  'upon',
  'via',
  'with',
  'v.',
  'vs.',
  'v',
  'vs',
  'et',
  'al.',
  'al',
  'de',
  'del',
  'dela',
  'delos',
  'y',
  'ng',
  'sa',
  'mga',
]);

/**
 * Name particles written in lower case inside a Filipino or Spanish name ('Juan dela Cruz', 'Maria de los Reyes',
 * 'Jose Rizal y Alonso'). 'la', 'los', 'las' only after 'de'.
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'de',
  'del',
  'dela',
  'della',
  'delas',
  'delos',
  'di',
  'da',
  'das',
  'dos',
  'du',
  'van',
  'von',
  'der',
  'y',
]);
export const NAME_PARTICLES_AFTER_DE: ReadonlySet<string> = new Set(['la', 'las', 'los']);

/** Generational suffixes, as they are written. */
export const NAME_SUFFIXES: Readonly<Record<string, string>> = { jr: 'Jr.', sr: 'Sr.' };

/** Abbreviated given names and places common in Filipino names, written with their capital only. */
export const NAME_ABBREVIATIONS: ReadonlySet<string> = new Set(['ma.', 'sta.', 'sto.', 'ma', 'sta', 'sto']);

/** Roman numerals that appear after names and in titles ('Soriano III', 'Title IV'); 'I' and 'V' alone are initials. */
export const ROMAN_NUMERALS: ReadonlySet<string> = new Set([
  'ii',
  'iii',
  'iv',
  'vi',
  'vii',
  'viii',
  'ix',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
  'xvii',
  'xviii',
  'xix',
  'xx',
]);
