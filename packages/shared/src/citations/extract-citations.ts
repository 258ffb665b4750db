import { COURT_RULES } from './data/court-rules.ts';
import { KINDS } from './data/kinds.ts';
import { findCitations, scanCitations, type RawCitation } from './find-citations.ts';
import { formatCitation, formatCitationFull, formatReport } from './format-citation.ts';
import { normalizeForScan, tidySpaces } from './normalize-text.ts';
import { readSerialList } from './read-numbered.ts';
import { normalizeSerial } from './serials.ts';
import type { CitationKind, ExtractedCitation, ParsedCitation } from './types.ts';

/**
 * Text between a docket and a report that still makes them one citation sentence (', ' or ', 600, '). Digit runs
 * must be separated, so the pattern cannot split one run two ways (no backtracking blow-up), and it only ever
 * sees a short gap.
 */
const PARALLEL_GAP = /^[\s,;]*(?:\d+(?:\s*-\s*\d+)?[\s,;]+)*$/;
const MAX_PARALLEL_GAP = 40;

/**
 * Every citation in a long text, in order, with its span in that text. Reports that follow a docket are also
 * attached to it as parallel citations ('G.R. No. L-63915, April 24, 1985, 136 SCRA 27'). Linear in the text
 * length: 100 KB of dense citations takes well under a second, ordinary judgments a few milliseconds.
 */
export function extractCitations(text: string): ExtractedCitation[] {
  return [...walkCitations(text)];
}

/**
 * extractCitations one citation at a time (a report read after a docket is attached to the docket already
 * given out, so collect them all before reading `reports`). `limit` stops after that many citations.
 */
export function* walkCitations(text: string, limit = Infinity): Generator<ExtractedCitation, void, undefined> {
  let lastNumbered: ExtractedCitation | null = null;
  let lastEnd = -1;
  let count = 0;
  for (const raw of scanCitations(text)) {
    if (count++ >= limit) return;
    // toParsed returns a fresh object: extend it in place rather than copying (texts can hold thousands).
    const item: ExtractedCitation = Object.assign(toParsed(raw), {
      text: text.slice(raw.start, raw.end),
      start: raw.start,
      end: raw.end,
    });
    const gap = raw.start - lastEnd;
    if (
      raw.type === 'report' &&
      lastNumbered &&
      gap <= MAX_PARALLEL_GAP &&
      PARALLEL_GAP.test(text.slice(lastEnd, raw.start))
    ) {
      lastNumbered.reports.push(item.canonical);
    } else {
      lastNumbered = raw.type === 'numbered' ? item : null;
    }
    lastEnd = raw.end;
    yield item;
  }
}

/** Turns a raw read into the public shape: canonical texts, rule and court flags, formatted 'Formerly' dockets. */
export function toParsed(raw: RawCitation): ParsedCitation {
  if (raw.type === 'report') {
    const parsed: ParsedCitation = {
      kind: raw.kind,
      serials: [],
      primarySerial: null,
      date: raw.date,
      canonical: '',
      canonicalFull: '',
      reports: [],
      formerly: [],
      supremeCourt: false,
      volume: raw.volume,
      page: raw.page,
    };
    if (raw.issue) parsed.issue = raw.issue;
    if (raw.supplement) parsed.supplement = true;
    if (raw.volumePart) parsed.volumePart = raw.volumePart;
    if (raw.pagePart) parsed.pagePart = raw.pagePart;
    parsed.canonical = formatReport(parsed);
    parsed.canonicalFull = formatCitationFull(parsed);
    parsed.reports = [parsed.canonical];
    return parsed;
  }
  const parsed: ParsedCitation = {
    kind: raw.kind,
    serials: raw.serials,
    primarySerial: raw.serials[0] ?? null,
    date: raw.date,
    canonical: formatCitation(raw),
    canonicalFull: formatCitationFull(raw),
    reports: [],
    formerly: raw.formerlyTexts.map((inner) => formatFormerly(inner, raw.kind)),
    supremeCourt: KINDS[raw.kind].court === 'SC',
  };
  if (raw.series) parsed.series = raw.series;
  if (raw.label) parsed.label = raw.label;
  if (raw.year) parsed.year = raw.year;
  if (raw.ambiguous) parsed.ambiguous = raw.ambiguous;
  const rule = ruleTitle(raw.kind, raw.serials);
  if (rule) parsed.rule = rule;
  return parsed;
}

/** The Supreme Court rule an A.M./B.M. number names, if it names one (exact numbers only). */
export function ruleTitle(kind: CitationKind, serials: readonly string[]): string | undefined {
  for (const serial of serials) {
    const title = COURT_RULES[`${kind}:${serial}`];
    if (title) return title;
  }
  return undefined;
}

/**
 * '(Formerly 159854-56)' inside a G.R. citation is 'G.R. Nos. 159854-56'; '(Formerly OCA IPI NO. 98-544-RTJ)'
 * is formatted as its own kind; anything unrecognised ('CBD Case No. 05-1448') is kept as printed, tidied.
 */
function formatFormerly(inner: string, kind: CitationKind): string {
  const text = normalizeForScan(inner);
  const lead = /^\s*/.exec(text)![0].length;
  if (/^(?:L\s?-\s?)?\d/i.test(text.slice(lead))) {
    const list = readSerialList(kind, text, lead);
    if (list) return formatCitation({ kind, serials: list.serials.map((serial) => normalizeSerial(kind, serial)) });
  }
  const first = findCitations(text).found[0];
  if (first && first.type === 'numbered' && text.slice(0, first.start).trim() === '') return formatCitation(first);
  return tidySpaces(inner);
}
