import { MONTHS, MONTH_PATTERN } from './month-names.ts';
import { isoDate } from './parse-legal-date.ts';

/** A date written in running text: where it sits, and the day it names (null when no such day exists). */
export interface DateMatch {
  start: number;
  end: number;
  text: string;
  /** 'YYYY-MM-DD', or null for a date-shaped text that is not a calendar day ('Feb. 30, 2000'). */
  iso: string | null;
}

// Citation texts are sloppy: 'Dec,1,  2000', 'april29,2001', '29,   , April2001', '1Dec.  2000'. The separators
// are therefore any run of spaces and commas. `(?![a-z])` after the month keeps 'Febr.' and 'Decision' out,
// `(?!\d)` after the day keeps the tail of a docket number ('100420') from being read as a day.
const SEP = '[\\s,]*';
const MONTH = `(${MONTH_PATTERN})(?![a-z])\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)';
const YEAR = '(\\d{4})(?!\\d)';
const SOURCES = [
  `(?<![a-z])${MONTH}${SEP}${DAY}${SEP}${YEAR}`,
  `(?<![\\d])${DAY}${SEP}(?:of\\s+)?${MONTH}${SEP}${YEAR}`,
  `(?<![\\d-])(\\d{4})-(\\d{2})-(\\d{2})(?![\\d-])`,
];
const ANY_DATE = new RegExp(SOURCES.map((source) => `(?:${source})`).join('|'), 'gi');
const DATE_AT = new RegExp(SOURCES.map((source) => `(?:${source})`).join('|'), 'iy');

function toMatch(match: RegExpExecArray): DateMatch {
  const [text, m1, d1, y1, d2, m2, y2, yi, mi, di] = match;
  let iso: string | null = null;
  if (m1) iso = isoDate(Number(y1), MONTHS[m1.toLowerCase()] ?? 0, Number(d1));
  else if (m2) iso = isoDate(Number(y2), MONTHS[m2.toLowerCase()] ?? 0, Number(d2));
  else if (yi) iso = isoDate(Number(yi), Number(mi), Number(di));
  return { start: match.index, end: match.index + text.length, text, iso };
}

/**
 * Every month-name or ISO date in a text, with its span, in order. Purely numeric forms such as '09/21/2022' are
 * left out on purpose: in court texts they are upload stamps or ambiguous day/month orders, never decision dates.
 */
export function scanLegalDates(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  ANY_DATE.lastIndex = 0;
  for (let match = ANY_DATE.exec(text); match; match = ANY_DATE.exec(text)) found.push(toMatch(match));
  return found;
}

/** The date that begins exactly at `position` (after nothing else), or null. */
export function legalDateAt(text: string, position: number): DateMatch | null {
  DATE_AT.lastIndex = position;
  const match = DATE_AT.exec(text);
  return match ? toMatch(match) : null;
}
