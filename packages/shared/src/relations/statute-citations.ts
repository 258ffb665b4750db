import { citationsByWork } from '../citations/by-work.ts';
import { keysOfCitation } from '../citations/citation-keys.ts';
import { KINDS } from '../citations/data/kinds.ts';
import { extractCitations } from '../citations/extract-citations.ts';
import type { ExtractedCitation } from '../citations/types.ts';
import { NUMBER_WORDS_SOURCE, readNumberWords } from './number-words.ts';
import { wordCitations } from './word-citations.ts';

/** A law's citation in a text, with the keys it is looked up by. */
export interface StatuteMention {
  citation: ExtractedCitation;
  keys: string[];
  /**
   * Where the list it belongs to starts ('Presidential Decrees Nos. 380, 395 and 758': the start of the first):
   * what precedes the list ('as amended by') speaks of every law in it.
   */
  listStart: number;
}

/** What may stand between two laws of one list: commas, 'and', their series years or dates. */
const LIST_JOIN =
  /^(?:[\s,;&]|\band\b|\bor\b|\bnos?\.|\bseries\s+(?:of\s+)?\d{4}|\bs\.\s*\d{4}|\b(?:dated|of)\s+[\w ,]{1,30}?\d{4})*$/i;
/** The series year printed after a law the extractor read no date for: ', SERIES OF 1928', ', dated 10 October 1929'. */
const YEAR_AFTER = new RegExp(
  String.raw`^\s*[,(]?\s*(?:dated\s+(?:the\s+)?(?:[a-z]+\.?\s+[.\s]*\d{1,2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?[a-z]+),?\s+|series\s+(?:of\s+)?|s\.\s*(?:of\s+)?)(1[89]\d\d|20\d\d|${NUMBER_WORDS_SOURCE})\b`,
  'i',
);

/** Words and digits of one number sit this close: 'Republic Act No. Eight … (R.A. No. 8177)'. */
const BESIDE = 80;

/**
 * The laws and issuances a (scan-normalised) text cites, in order: the citation extractor's statutes, one per law,
 * and numbers written in words that no digits beside them already give. The document's own number is left out.
 */
export function statuteMentions(text: string, ownKeys: readonly string[] = []): StatuteMention[] {
  const own = new Set(ownKeys);
  // One extracted citation may hold several laws ('Presidential Decrees Nos. 380, 395 and 758'): one list.
  const groupStart = new Map<ExtractedCitation, number>();
  const digits = extractCitations(text)
    .filter((c) => KINDS[c.kind].family === 'statute')
    .flatMap((whole) =>
      citationsByWork([whole]).map((member) => {
        groupStart.set(member, whole.start);
        return member;
      }),
    );
  const words = wordCitations(text).filter(
    (word) =>
      !digits.some(
        (c) =>
          (c.start < word.end && c.end > word.start) ||
          (c.canonical === word.canonical && c.start >= word.start - BESIDE && c.start <= word.end + BESIDE),
      ),
  );
  const mentions: StatuteMention[] = [];
  for (const found of [...digits, ...words].sort((a, b) => a.start - b.start)) {
    // A number the extractor ran on into ('Proclamation No. 263, DATED 10 …' read as 'DATED-10') is no law.
    if (!/^\d/.test(found.primarySerial ?? '')) continue;
    // 'the Dangerous Drugs Act 1972' is a name and a year, not Act No. 1972: an Act is cited with its 'No.'.
    const printed = text.slice(groupStart.get(found) ?? found.start, found.end);
    if (found.kind === 'ACT' && !/\bN(?:o|os|umbered|umber)\b/i.test(printed)) continue;
    const citation = withYearAfter(text, found);
    const keys = [...new Set(keysOfCitation(citation))];
    if (keys.length === 0 || keys.some((key) => own.has(key))) continue;
    const previous = mentions.at(-1);
    const gap = previous ? text.slice(previous.citation.end, citation.start) : null;
    const joined = previous && gap !== null && gap.length <= 60 && LIST_JOIN.test(gap);
    const listStart = joined ? previous.listStart : Math.min(citation.start, groupStart.get(found) ?? citation.start);
    mentions.push({ citation, keys, listStart });
  }
  return mentions;
}

function withYearAfter(text: string, citation: ExtractedCitation): ExtractedCitation {
  if (citation.date || citation.year) return citation;
  const printed = YEAR_AFTER.exec(text.slice(citation.end, citation.end + 90))?.[1];
  const year = printed ? (/^\d/.test(printed) ? Number(printed) : readNumberWords(printed)) : null;
  return year && year >= 1800 && year <= 2299 ? { ...citation, year } : citation;
}

/** Spans inside quotation marks: a quoted title ('ENTITLED “… AMENDING …”') is a name, not what this text does. */
export function quotedSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const pattern = /“[^”]*(?:”|$)|"[^"]*(?:"|$)/g;
  for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
  return spans;
}

export function inside(spans: ReadonlyArray<[number, number]>, at: number): boolean {
  return spans.some(([start, end]) => at > start && at < end);
}
