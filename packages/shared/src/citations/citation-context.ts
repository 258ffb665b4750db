/**
 * The sentence a citation stands in, for "how cited": at most about 300 characters, with the citation's place in it
 * (markStart..markEnd) so that a reader sees it marked. Works on text normalised for scanning (normalize-text.ts:
 * tags already blanked, same offsets as the stored body), so the offsets the extractor found are valid here.
 */
export interface CitationContext {
  text: string;
  markStart: number;
  markEnd: number;
}

export const CONTEXT_LENGTH = 300;
const BEFORE = 200;

// Words that end in a period without ending a sentence, as legal texts use them ('v.', 'G.R. No.', 'Phil.').
const ABBREVIATIONS = new Set(
  'v vs no nos g.r r phil scra o.g inc co corp jr sr art arts sec secs par pars p pp hon atty dr mr mrs ms st sts et al id ibid supra cf e.g i.e viz resp resps rep reps gen gov sup ct ca u.s l.ed f.2d sen cong pres adm mun prov ph jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);

function endsSentence(text: string, dot: number): boolean {
  if (text[dot] !== '.') return true; // '?', '!', ';' and ':' end a clause whatever precedes them
  const word = /([A-Za-z.]+)$/.exec(text.slice(Math.max(0, dot - 12), dot))?.[1] ?? '';
  if (word.length === 1) return false; // an initial: 'Juan C. Tuvera'
  return !ABBREVIATIONS.has(word.toLowerCase().replace(/^\.+/, ''));
}

/** Where the sentence holding `position` starts, looking back at most BEFORE characters; -1 when none was seen. */
function sentenceStart(text: string, position: number): number {
  const from = Math.max(0, position - BEFORE);
  const window = text.slice(from, position);
  const boundary = /[.?!;:]["”’)\]]*\s+(?=["“([]?[A-Z0-9])/g;
  let found = -1;
  for (let match = boundary.exec(window); match; match = boundary.exec(window)) {
    if (endsSentence(window, match.index)) found = from + match.index + match[0].length;
  }
  return found;
}

function sentenceEnd(text: string, position: number, limit: number): number {
  const window = text.slice(position, limit);
  const boundary = /[.?!;]["”’)\]]*(?=\s|$)/g;
  for (let match = boundary.exec(window); match; match = boundary.exec(window)) {
    if (endsSentence(window, match.index)) return position + match.index + match[0].length;
  }
  return -1;
}

/** Collapses runs of space and reports where `mark` moved to. */
function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}

export function citationContext(text: string, start: number, end: number): CitationContext {
  const from = sentenceStart(text, start);
  const begin = from >= 0 ? from : wordStartAfter(text, Math.max(0, start - BEFORE));
  const room = Math.max(end + 1, begin + CONTEXT_LENGTH);
  const to = sentenceEnd(text, end, Math.min(text.length, room));
  const finish = to >= 0 ? to : wordEndBefore(text, Math.min(text.length, room), end);
  const lead = begin > 0 && from < 0 ? '…' : '';
  const tail = finish < text.length && to < 0 ? '…' : '';
  const before = collapse(text.slice(begin, start)).trimStart();
  const cited = collapse(text.slice(start, end));
  const after = collapse(text.slice(end, finish)).trimEnd();
  const markStart = lead.length + before.length;
  return { text: `${lead}${before}${cited}${after}${tail}`, markStart, markEnd: markStart + cited.length };
}

function wordStartAfter(text: string, position: number): number {
  if (position === 0) return 0;
  const space = text.indexOf(' ', position);
  return space < 0 ? position : space + 1;
}

function wordEndBefore(text: string, position: number, floor: number): number {
  if (position >= text.length) return text.length;
  const space = text.lastIndexOf(' ', position);
  return space > floor ? space : position;
}
