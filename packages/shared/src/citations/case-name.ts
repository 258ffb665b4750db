import { PARTY_ACRONYMS } from '../names/data/case-name-words.ts';

/**
 * Case names as citing texts print them before a citation ('Tañada v. Tuvera, 136 SCRA 27'), and a key to compare
 * them by: the report crosswalk matches a report page to a decision by its name where no docket was printed.
 */

const WINDOW = 180;
const MAX_SIDE_WORDS = 12;
// Words that introduce a citation rather than belong to a name: 'In Tañada v. Tuvera', 'Cf. Nunez v. …'.
const SIGNALS = new Set([
  'in',
  'see',
  'also',
  'cf',
  'cf.',
  'accord',
  'but',
  'and',
  'as',
  'thus',
  'e.g.',
  'viz.',
  'citing',
  'quoting',
  'per',
  'under',
]);
// Lower-case words that may stand inside a party's name.
const CONNECTORS = new Set([
  'of',
  'the',
  'and',
  'de',
  'del',
  'dela',
  'la',
  'los',
  'las',
  'y',
  'ng',
  'sa',
  '&',
  'et',
  'al',
  'al.',
  'for',
  'on',
  'da',
  'di',
  'van',
  'von',
]);
// Words a key skips: particles, titles and roles ('Hon.', 'Atty.'), and articles.
const SKIPPED = new Set([
  'the',
  'of',
  'de',
  'del',
  'dela',
  'la',
  'los',
  'las',
  'y',
  'da',
  'di',
  'van',
  'von',
  'hon',
  'atty',
  'dr',
  'mr',
  'mrs',
  'ms',
  'sps',
  'spouses',
  'heirs',
  'estate',
  'in',
  're',
  'et',
  'al',
]);

const VERSUS = /^(.*)\s(?:vs?\.?|versus)\s+(.+)$/i;

function nameWord(word: string): boolean {
  return /^[A-ZÑÁÉÍÓÚ0-9"“'(]/.test(word) || CONNECTORS.has(word.toLowerCase());
}

/** The 'X v. Y' printed right before `position` (followed by a comma), or null when there is none. */
export function caseNameBefore(text: string, position: number): string | null {
  const window = text.slice(Math.max(0, position - WINDOW), position);
  const comma = /,\s*$/.exec(window);
  if (!comma) return null;
  const versus = VERSUS.exec(window.slice(0, comma.index).replace(/\s+/g, ' '));
  if (!versus) return null;
  const right = versus[2]!.trim();
  if (/[;:()[\]]/.test(right) || right.split(' ').length > MAX_SIDE_WORDS || !nameWord(right.split(' ')[0]!))
    return null;
  const words = versus[1]!.trim().split(' ');
  const left: string[] = [];
  for (let index = words.length - 1; index >= 0 && left.length < MAX_SIDE_WORDS; index--) {
    const word = words[index]!;
    // The end of the clause before: 'held;', 'ruled.' (an abbreviation inside a name is capitalised: 'Corp.').
    if (/[;:)\]]$/.test(word) || (/[.?!]$/.test(word) && /^[a-z]/.test(word))) break;
    if (SIGNALS.has(word.toLowerCase().replace(/[.,]$/, '')) || !nameWord(word)) break;
    // A number is a footnote mark, a year or a page of the citation before ('… 225 1989). 35 Manila Prince Hotel').
    if (/^\d[\d.,)\]]*$/.test(word)) break;
    left.unshift(word.replace(/^[("“[]+/, ''));
  }
  while (left.length > 0 && CONNECTORS.has(left[0]!.toLowerCase())) left.shift();
  if (left.length === 0) return null;
  return `${left.join(' ')} v. ${right}`.replace(/\s+,/g, ',').trim();
}

/** 'Government Service Insurance System' and 'GSIS' key alike: a body's full name is read as its acronym first. */
function withAcronyms(side: string): string {
  const upper = side.toUpperCase();
  for (const [full, acronym] of Object.entries(PARTY_ACRONYMS)) {
    if (upper.startsWith(full)) return `${acronym}${side.slice(full.length)}`;
  }
  return side;
}

function sideKey(side: string): string | null {
  const words = withAcronyms(side.replace(/^(?:the|hon\.?)\s+/i, ''))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !SKIPPED.has(word));
  return words[0] ?? null;
}

/** The words after the last number or closed clause: a name read by an older extractor may still carry them. */
function lastClause(side: string): string {
  const words = side.split(' ');
  const cut = words.findLastIndex((word) => /^\d[\d.,)\]]*$/.test(word) || /[;)\]]\.?$/.test(word));
  return words.slice(cut + 1).join(' ');
}

/**
 * A case name's key: the first significant word of each side, accents and particles off: 'Tañada v. Tuvera' and
 * 'TAÑADA vs. HON. TUVERA' are 'tanada|tuvera', 'People v. Dela Cruz' is 'people|cruz'. Null without two sides.
 */
export function caseNameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const versus = VERSUS.exec(name.replace(/\s+/g, ' ').trim());
  if (!versus) return null;
  const left = sideKey(lastClause(versus[1]!));
  const right = sideKey(versus[2]!);
  return left && right ? `${left}|${right}` : null;
}
