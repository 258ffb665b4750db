import { citationsByWork } from '../citations/by-work.ts';
import { keysOfCitation } from '../citations/citation-keys.ts';
import { KINDS } from '../citations/data/kinds.ts';
import { extractCitations } from '../citations/extract-citations.ts';
import type { ExtractedCitation } from '../citations/types.ts';
import { wordCitations } from './word-citations.ts';

/** A law's citation in a text, with the keys it is looked up by. */
export interface StatuteMention {
  citation: ExtractedCitation;
  keys: string[];
}

/** Words and digits of one number sit this close: 'Republic Act No. Eight … (R.A. No. 8177)'. */
const BESIDE = 80;

/**
 * The laws and issuances a (scan-normalised) text cites, in order: the citation extractor's statutes, one per law,
 * and numbers written in words that no digits beside them already give. The document's own number is left out.
 */
export function statuteMentions(text: string, ownKeys: readonly string[] = []): StatuteMention[] {
  const own = new Set(ownKeys);
  const digits = citationsByWork(extractCitations(text)).filter((c) => KINDS[c.kind].family === 'statute');
  const words = wordCitations(text).filter(
    (word) =>
      !digits.some(
        (c) => c.canonical === word.canonical && c.start >= word.start - BESIDE && c.start <= word.end + BESIDE,
      ),
  );
  return [...digits, ...words]
    .sort((a, b) => a.start - b.start)
    .map((citation) => ({ citation, keys: [...new Set(keysOfCitation(citation))] }))
    .filter((mention) => mention.keys.length > 0 && !mention.keys.some((key) => own.has(key)));
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
