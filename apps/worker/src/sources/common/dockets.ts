import { firstDateSpan } from './date-spans.ts';
import { squash, trimPunctuation } from './text.ts';

/** A court docket line as decision pages and listings print it ('G.R. No. 71464 August 4, 1988'). */
export interface DocketLine {
  /** 'G.R.', 'A.M.', 'A.C.', 'B.M.' or 'UDK'. */
  kind: string;
  /** The docket as printed, tidied: 'G.R. No. 161425', 'G.R. Nos. 178831-32', 'A.M. No. RTJ-06-1976'. */
  caseNumber: string;
  /** The number part only: '161425', '178831-32', 'RTJ-06-1976', 'L-34628'. */
  number: string;
  date: string | null;
}

const KINDS: Array<[RegExp, string]> = [
  [/^G\s*\.?\s*R\s*\.?(?=\s|No|$)/i, 'G.R.'],
  [/^A\s*\.?\s*M\s*\.?(?=\s|No|OCA|$)/i, 'A.M.'],
  [/^A\s*\.?\s*C\s*\.?(?=\s|No|CBD|$)/i, 'A.C.'],
  [/^B\s*\.?\s*M\s*\.?(?=\s|No|$)/i, 'B.M.'],
  [/^UDK\b/i, 'UDK'],
  [/^ADM(?:INISTRATIVE)?\.?\s+MATTER\b/i, 'A.M.'],
  [/^ADM(?:INISTRATIVE)?\.?\s+CASE\b/i, 'A.C.'],
  [/^BAR\s+MATTER\b/i, 'B.M.'],
];

// The first docket-like token: '161425', 'L-34628', 'RTJ-06-1976', '2008-12-SC', '08-2857-P'.
const NUMBER_TOKEN = /(?:[A-Z]{1,4}-?)?\d[\dA-Z]*(?:-[\dA-Z]+)*/i;

/** Reads a docket line; undefined when the text does not start with a docket. */
export function parseDocketLine(text: string): DocketLine | undefined {
  const line = squash(text).replace(/^\[\s*/, '');
  const kind = KINDS.find(([pattern]) => pattern.test(line));
  if (!kind) return undefined;
  const date = firstDateSpan(line);
  // '(Formerly OCA IPI No. 21-5000-P)' and similar remarks after the number are not part of the docket.
  const before = trimPunctuation((date ? line.slice(0, date.index) : line).replace(/\s*\(.*$/, ''));
  const rest = before.replace(kind[0], '').replace(/^[\s.]*(OCA\s+IPI\s+|CBD\s+)?(Nos?\.?|Numbers?)?\s*/i, '');
  const number = NUMBER_TOKEN.exec(rest) ? trimPunctuation(rest) : '';
  if (!number) return undefined;
  return {
    kind: kind[1],
    caseNumber: before.replace(/^G\.\s*R\.\s*No/i, 'G.R. No').replace(/\s+/g, ' '),
    number,
    date: date?.iso ?? null,
  };
}

/** The first single number of a docket: '178831' of '178831-32', '164785' of '164785 & 165636'. */
export function primaryNumber(number: string): string {
  return NUMBER_TOKEN.exec(number)?.[0] ?? number;
}
