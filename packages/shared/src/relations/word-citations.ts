import { parseCitation } from '../citations/parse-citation.ts';
import type { ExtractedCitation } from '../citations/types.ts';
import { NUMBER_WORDS_SOURCE, readNumberWords } from './number-words.ts';

/** Series whose numbers older texts write in words, and the label the citation parser reads for each. */
const LABELS: ReadonlyArray<[RegExp, string]> = [
  [/^republic/i, 'Republic Act No.'],
  [/^commonwealth/i, 'Commonwealth Act No.'],
  [/^presidential/i, 'Presidential Decree No.'],
  [/^executive/i, 'Executive Order No.'],
  [/^batas/i, 'Batas Pambansa Blg.'],
  [/^administrative/i, 'Administrative Order No.'],
  [/^letter/i, 'Letter of Instruction No.'],
  [/^act/i, 'Act No.'],
];

const WORD_CITATION = new RegExp(
  String.raw`\b(Republic\s+Act|Commonwealth\s+Act|Presidential\s+Decree|Executive\s+Order|Batas\s+Pambansa|Administrative\s+Order|Letters?\s+of\s+Instructions?|Act)\s+(?:No\.?|Numbered|Number|Blg\.?)\s+(${NUMBER_WORDS_SOURCE})\b`,
  'gi',
);

/**
 * Series names as typists misspell them ('Adminisrative Order No. 308' in the dispositive part of Ople v. Torres):
 * the first and last letters of each word kept, a letter or two lost or doubled in between.
 */
const LOOSE_CITATION =
  /\b(Rep[a-z]{1,5}c\s+Act|Pres[a-z]{3,8}l\s+Decree|Exe[a-z]{3,7}ve\s+Order|Adm[a-z]{5,10}ve\s+Order)\s+No\.?\s*(\d{1,5})\b/gi;

const LOOSE_LABELS: ReadonlyArray<[RegExp, string]> = [
  [/^rep/i, 'Republic Act No.'],
  [/^pres/i, 'Presidential Decree No.'],
  [/^exe/i, 'Executive Order No.'],
  [/^adm/i, 'Administrative Order No.'],
];

/**
 * Citations whose number is written in words ('Republic Act No. Eight Thousand One Hundred Seventy-Seven'), read
 * into the citation the parser gives for the digits, with the span of the words. A number that is not well formed
 * is passed over rather than guessed.
 */
export function wordCitations(text: string): ExtractedCitation[] {
  const out: ExtractedCitation[] = [];
  for (const match of text.matchAll(WORD_CITATION)) {
    const value = readNumberWords(match[2]!);
    const label = LABELS.find(([pattern]) => pattern.test(match[1]!))?.[1];
    if (value === null || value === 0 || !label) continue;
    const parsed = parseCitation(`${label} ${value}`);
    if (!parsed.ok) continue;
    out.push({ ...parsed.citation, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(LOOSE_CITATION)) {
    const label = LOOSE_LABELS.find(([pattern]) => pattern.test(match[1]!))?.[1];
    const parsed = label ? parseCitation(`${label} ${match[2]}`) : null;
    if (!parsed?.ok) continue;
    out.push({ ...parsed.citation, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}
