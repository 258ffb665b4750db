import { MONTHS, MONTH_PATTERN } from './month-names.ts';

/** 'YYYY-MM-DD' when the parts name a real calendar day, else null (no guessing: 31 Feb is rejected). */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const monthFirst = new RegExp(`^(${MONTH_PATTERN})\\.?\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})$`, 'i');
const dayFirst = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_PATTERN})\\.?\\s*,?\\s*(\\d{4})$`, 'i');
const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const slashUs = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Parses a date as written in Philippine legal texts: 'January 5, 2020', 'Jan. 5, 2020', 'Sept. 5, 2020',
 * 'JANUARY 05 2020' (LawPhil headers have no comma), '5 January 2020', '2020-01-05', '01/05/2020' (US order).
 * Returns 'YYYY-MM-DD', or null for anything that is not one real day.
 */
export function parseLegalDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const value = text
    .replace(/[\u00a0\s]+/g, ' ')
    .trim()
    .replace(/[.,;:\])]+$/, '');
  let match = iso.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = monthFirst.exec(value);
  if (match) return isoDate(Number(match[3]), MONTHS[match[1]!.toLowerCase()]!, Number(match[2]));
  match = dayFirst.exec(value);
  if (match) return isoDate(Number(match[3]), MONTHS[match[2]!.toLowerCase()]!, Number(match[1]));
  match = slashUs.exec(value);
  if (match) return isoDate(Number(match[3]), Number(match[1]), Number(match[2]));
  return null;
}

/** Finds the first date written anywhere in a longer text ('G.R. No. 1, January 5, 2020'); null if none. */
export function findLegalDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const pattern = new RegExp(
    `(?:(?:${MONTH_PATTERN})\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?\\s*,?\\s*\\d{4})|(?:\\d{1,2}\\s+(?:${MONTH_PATTERN})\\.?,?\\s+\\d{4})|(?:\\d{4}-\\d{2}-\\d{2})`,
    'gi',
  );
  for (const candidate of text.match(pattern) ?? []) {
    const parsed = parseLegalDate(candidate);
    if (parsed) return parsed;
  }
  return null;
}

/** Whole days between two ISO dates (absolute). */
export function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}
