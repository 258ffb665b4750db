/**
 * Search inside a document, for the viewer opened from a search result: which words of the query
 * to highlight, and where they are in the text, so the page can mark them and step through them
 * with next/previous. Pure, so the browser does it on the text it already shows, with no request.
 *
 * It follows the server's matching closely enough for highlighting: accents and case never matter
 * ('tanada' marks 'TAÑADA'), a word marks its inflections ('decision' marks 'decisions' through the
 * stem 'decis'; a light stemmer, so 'decided' is not marked), a quoted phrase marks only the adjacent run of its words, and
 * -excluded words and the operators OR / v. / vs. are not marked.
 */
export interface HighlightTerms {
  /** Single words, folded and stemmed: a text word matches when its folded form starts with one. */
  words: string[];
  /** Quoted phrases, each a sequence of stems that must follow each other. */
  phrases: string[][];
}

export interface HighlightRange {
  start: number;
  end: number;
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'were',
  'with',
  'v',
  'vs',
  'versus',
  'no',
  'blg',
]);
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents: 'Tañada' → 'tanada'. Keeps the string length for ASCII-composable text. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A light English stem: enough to make 'decisions', 'decided', 'deciding' share 'decid'. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ations?|ings?|ions?|ements?|ies|ied|ed|es|s|e|y)$/u, '') || word;
}

export function highlightTerms(query: string): HighlightTerms {
  const phrases: string[][] = [];
  const words = new Set<string>();
  const unquoted = query.replace(/"([^"]*)"?/g, (_match, phrase: string) => {
    const parts = (foldText(phrase).match(WORD) ?? []).filter((part) => !STOP_WORDS.has(part)).map(stem);
    if (parts.length > 1) phrases.push(parts);
    else if (parts[0]) words.add(parts[0]);
    return ' ';
  });
  for (const token of unquoted.split(/\s+/)) {
    if (!token || token.startsWith('-')) continue;
    for (const part of foldText(token).match(WORD) ?? []) {
      if (!STOP_WORDS.has(part)) words.add(stem(part));
    }
  }
  return { words: [...words], phrases };
}

/** Where the query's words and phrases occur in `text`, in order, as [start, end) offsets of `text`. */
export function highlightRanges(text: string, query: string): HighlightRange[] {
  const { words, phrases } = highlightTerms(query);
  if (words.length === 0 && phrases.length === 0) return [];
  // Stop words are skipped, as the server's parser does: "chain of custody" is chain → custody.
  const tokens: Array<HighlightRange & { folded: string }> = [];
  for (const match of text.matchAll(WORD)) {
    const folded = foldText(match[0]);
    if (!STOP_WORDS.has(folded)) tokens.push({ start: match.index, end: match.index + match[0].length, folded });
  }
  const ranges: HighlightRange[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const phrase = phrases.find((parts) => parts.every((part, offset) => tokens[i + offset]?.folded.startsWith(part)));
    if (phrase) {
      ranges.push({ start: tokens[i]!.start, end: tokens[i + phrase.length - 1]!.end });
      i += phrase.length - 1;
    } else if (words.some((word) => tokens[i]!.folded.startsWith(word))) {
      ranges.push({ start: tokens[i]!.start, end: tokens[i]!.end });
    }
  }
  return ranges;
}
