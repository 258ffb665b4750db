import { MONTH_PATTERN, parseLegalDate } from '@batas/shared/dates';

export interface DateSpan {
  /** 'YYYY-MM-DD' */
  iso: string;
  text: string;
  index: number;
}

// Month-first dates as the sources print them: 'October 9, 2007', 'December 08, 1930', 'FEB 15, 2010',
// 'March 31,1987' (no space), 'Sept. 5, 2020'. Day-first ('16 December 2003') appears only inside bodies.
const MONTH_FIRST = new RegExp(`\\b(?:${MONTH_PATTERN})\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?\\s*,?\\s*\\d{4}\\b`, 'gi');

/** Every parseable month-first date in `text`, in order, with its position (so callers can split around it). */
export function findDateSpans(text: string): DateSpan[] {
  const spans: DateSpan[] = [];
  for (const match of text.matchAll(MONTH_FIRST)) {
    const iso = parseLegalDate(match[0]);
    if (iso) spans.push({ iso, text: match[0], index: match.index ?? 0 });
  }
  return spans;
}

export function firstDateSpan(text: string): DateSpan | undefined {
  return findDateSpans(text)[0];
}

export function lastDateSpan(text: string): DateSpan | undefined {
  return findDateSpans(text).at(-1);
}
