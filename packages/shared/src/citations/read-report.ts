import { legalDateAt } from '../dates/index.ts';
import { OG_REPORT, PHIL_REPORT, PIN_CITES, SCRA_REPORT } from './data/report-patterns.ts';
import type { CitationKind } from './types.ts';
import { KINDS } from './data/kinds.ts';
import { citationDate } from './citation-date.ts';

export interface ReportRead {
  kind: Extract<CitationKind, 'PHIL' | 'SCRA' | 'OG'>;
  volume: number;
  page: number;
  /** Part letters of a volume or page ('148-A Phil.', 'SCRA 10-A'). */
  volumePart?: string;
  pagePart?: string;
  issue?: string;
  supplement?: boolean;
  date: string | null;
  start: number;
  end: number;
}

const OPEN_BRACKET = /\s*[[(]\s*/y;
const CLOSE_BRACKET = /\s*[\])]/y;
const COMMA = /\s*,\s*/y;

function execAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

/**
 * The decision date printed after a report and its pin cites: in brackets ('42 SCRA 109 [29 October 1971]',
 * '1 SCRA 200 (1Dec. 2000)') or after a comma ('40 SCRA 100, 105-106, May 2, 1971'). A bare year ('(1970)') is
 * not a date. The date's end is returned too: a date after a comma belongs to the citation's span.
 */
function dateAfter(text: string, position: number): { date: string; end: number | null } | null {
  const pins = execAt(PIN_CITES, text, position);
  const afterPins = position + (pins?.[0].length ?? 0);
  const open = execAt(OPEN_BRACKET, text, afterPins);
  if (open) {
    const date = legalDateAt(text, open.index + open[0].length);
    if (!date || !execAt(CLOSE_BRACKET, text, date.end)) return null;
    const iso = citationDate(date.iso);
    return iso ? { date: iso, end: null } : null;
  }
  const comma = execAt(COMMA, text, afterPins);
  const date = comma && legalDateAt(text, comma.index + comma[0].length);
  const iso = date ? citationDate(date.iso) : null;
  return date && iso ? { date: iso, end: date.end } : null;
}

/** Why a report volume and page cannot exist ('SCRA has no volume 9999'), or null when they can. */
export function reportPageProblem(kind: ReportRead['kind'], volume: number, page: number): string | null {
  const { label, maxVolume } = KINDS[kind];
  if (volume < 1 || (maxVolume && volume > maxVolume)) {
    return `${label} has no volume ${volume} (its volumes run from 1 to about ${maxVolume})`;
  }
  if (page < 1) return `${label} pages start at 1: ${volume} ${label} ${page} cannot exist`;
  return null;
}

/** Reads the report citation that starts exactly at `position`, or null. */
export function readReport(text: string, position: number): ReportRead | null {
  const phil = execAt(PHIL_REPORT, text, position);
  if (phil) return finish('PHIL', phil[0], phil[1]!, phil[2], phil[3]!, phil[4], {});
  const scra = execAt(SCRA_REPORT, text, position);
  if (scra) return finish('SCRA', scra[0], scra[1]!, scra[2], scra[3]!, scra[4], {});
  const og = execAt(OG_REPORT, text, position);
  if (og) {
    const [whole, volume, volumePart, suppBefore, issue, suppAfter, page, pagePart] = og;
    return finish('OG', whole, volume!, volumePart, page!, pagePart, {
      issue,
      supplement: Boolean(suppBefore ?? suppAfter),
    });
  }
  return null;

  function finish(
    kind: ReportRead['kind'],
    whole: string,
    volume: string,
    volumePart: string | undefined,
    page: string,
    pagePart: string | undefined,
    extra: { issue?: string; supplement?: boolean },
  ): ReportRead {
    const end = position + whole.length;
    const dated = dateAfter(text, end);
    const read: ReportRead = {
      kind,
      volume: Number(volume),
      page: Number(page),
      date: dated?.date ?? null,
      start: position,
      end: dated?.end ?? end,
    };
    if (volumePart) read.volumePart = volumePart.toUpperCase();
    if (pagePart) read.pagePart = pagePart.toUpperCase();
    if (extra.issue) read.issue = String(Number(extra.issue));
    if (extra.supplement) read.supplement = true;
    return read;
  }
}
