import { B as WORD_START, KEY_PATTERNS } from './data/key-patterns.ts';
import { normalizeForScan } from './normalize-text.ts';
import { readNumbered, type NumberedRead } from './read-numbered.ts';
import { readReport, reportPageProblem, type ReportRead } from './read-report.ts';

export type RawCitation = ({ type: 'numbered' } & NumberedRead) | ({ type: 'report' } & ReportRead);

export interface FindResult {
  found: RawCitation[];
  /** Why the first citation-looking text was turned down ('B.P. 900' does not exist), for error messages. */
  rejections: string[];
}

const REPORT_HEAD =
  '(?<![\\w.-])\\d{1,4}(?:\\s?-\\s?[A-D])?\\s+(?:Phil(?![a-z])|S\\.?\\s?C\\.?\\s?R\\.?\\s?A(?![a-z])|O\\.?\\s?G(?![a-z])|Off(?:icial|\\.)?\\s*Gaz)';

// One pass of one regex finds the places where a citation may start; the readers then look only there, with
// sticky regexes, so the whole scan is linear in the text length (no pattern can backtrack across the text).
// Every key starts a word, so the shared lookbehind is tested once per position before the alternation: text
// inside words and numbers is passed over at once.
// Each alternative is a group, so the first defined group names the first key that fits here: the keys before it
// need no second try.
// The shared lookbehind is stated once: repeated at the head of every alternative it made the scan three times
// slower (V8 re-tests it per branch); the readers re-check each key with its own full pattern anyway.
const withoutWordStart = (source: string) => (source.startsWith(WORD_START) ? source.slice(WORD_START.length) : source);
const ANCHOR = new RegExp(
  `${WORD_START}(?:${[...KEY_PATTERNS.map((pattern) => withoutWordStart(pattern.source)), REPORT_HEAD].map((s) => `(${s})`).join('|')})`,
  'gi',
);
const KEYS_AT = KEY_PATTERNS.map((pattern) => ({ pattern, regex: new RegExp(pattern.source, 'iy') }));

/** Every citation in the text, in order, on the normalised copy (same offsets as the original). */
export function findCitations(original: string): FindResult {
  const rejections: string[] = [];
  return { found: [...scanCitations(original, rejections)], rejections };
}

/**
 * The same scan, one citation at a time, so that a caller can pause between citations (the API does, so that a
 * long text never holds its event loop for more than a few milliseconds at a time). Each scan has its own copy of
 * the anchor regex: paused scans of several texts must not share its position. The readers' sticky regexes are
 * shared, but each read runs to its end without a pause.
 */
export function* scanCitations(original: string, rejections: string[] = []): Generator<RawCitation, void, undefined> {
  const text = normalizeForScan(original);
  const anchors = new RegExp(ANCHOR);
  for (let anchor = anchors.exec(text); anchor; anchor = anchors.exec(text)) {
    const start = anchor.index;
    const read = readAt(text, start, firstGroup(anchor), rejections);
    anchors.lastIndex = Math.max(read ? read.end : 0, start + 1);
    if (read) yield read;
  }
}

function firstGroup(match: RegExpExecArray): number {
  for (let index = 1; index < match.length; index++) if (match[index] !== undefined) return index - 1;
  return 0;
}

function readAt(text: string, start: number, from: number, rejections: string[]): RawCitation | null {
  for (let index = from; index < KEYS_AT.length; index++) {
    const { pattern, regex } = KEYS_AT[index]!;
    regex.lastIndex = start;
    const key = regex.exec(text);
    if (!key) continue;
    const outcome = readNumbered(text, pattern, start, start + key[0].length);
    if (outcome && 'reason' in outcome) rejections.push(outcome.reason);
    else if (outcome) return { type: 'numbered', ...outcome };
  }
  const report = readReport(text, start);
  if (!report) return null;
  // A volume that was never published, or page 0, is a misreading or a typo: never a citation.
  const problem = reportPageProblem(report.kind, report.volume, report.page);
  if (problem) {
    rejections.push(problem);
    return null;
  }
  return { type: 'report', ...report };
}
