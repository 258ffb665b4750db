import { legalDateAt } from '../dates/index.ts';
import { OG_REPORT, PHIL_REPORT, PIN_CITES, SCRA_REPORT } from './data/report-patterns.ts';
import type { CitationKind } from './types.ts';
import { citationDate } from './citation-date.ts';

export interface ReportRead {
  kind: Extract<CitationKind, 'PHIL' | 'SCRA' | 'OG'>;
  volume: number;
  page: number;
  issue?: string;
  supplement?: boolean;
  date: string | null;
  start: number;
  end: number;
}

const OPEN_BRACKET = /\s*[[(]\s*/y;
const CLOSE_BRACKET = /\s*[\])]/y;

function execAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * A date in brackets right after a report ('42 SCRA 109 [29 October 1971]', '1 SCRA 200 (1Dec. 2000)') is the
 * decision date; a bare year ('(1970)') is not a date and is ignored.
 */
function bracketedDate(text: string, position: number): string | null {
  const pins = execAt(PIN_CITES, text, position);
  const open = execAt(OPEN_BRACKET, text, position + (pins?.[0].length ?? 0));
  if (!open) return null;
  const date = legalDateAt(text, open.index + open[0].length);
  if (!date || !execAt(CLOSE_BRACKET, text, date.end)) return null;
  return citationDate(date.iso);
}

/** Reads the report citation that starts exactly at `position`, or null. */
export function readReport(text: string, position: number): ReportRead | null {
  const phil = execAt(PHIL_REPORT, text, position);
  if (phil) return finish('PHIL', phil, {});
  const scra = execAt(SCRA_REPORT, text, position);
  if (scra) return finish('SCRA', scra, {});
  const og = execAt(OG_REPORT, text, position);
  if (og) {
    const [, , suppBefore, issue, suppAfter, page] = og;
    return finish('OG', [og[0], og[1]!, page!], { issue, supplement: Boolean(suppBefore ?? suppAfter) });
  }
  return null;

  function finish(
    kind: ReportRead['kind'],
    match: ArrayLike<string>,
    extra: { issue?: string; supplement?: boolean },
  ): ReportRead {
    const end = position + match[0]!.length;
    const read: ReportRead = {
      kind,
      volume: Number(match[1]),
      page: Number(match[2]),
      date: bracketedDate(text, end),
      start: position,
      end,
    };
    if (extra.issue) read.issue = String(Number(extra.issue));
    if (extra.supplement) read.supplement = true;
    return read;
  }
}
