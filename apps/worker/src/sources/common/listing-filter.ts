import { MONTH_ABBREVIATIONS } from '@batas/shared/constants';

/** The job options that narrow a crawl (specificYear, specificMonth). */
export interface ListingFilter {
  year?: number | null;
  /** 1–12, or the 'Jan'…'Dec' abbreviations. */
  month?: number | string | null;
}

/** 1–12 from 1–12, 'Jan', 'january', '01'; undefined for anything else. */
export function monthNumber(month: number | string | null | undefined): number | undefined {
  if (month === null || month === undefined || month === '') return undefined;
  if (typeof month === 'number') return month >= 1 && month <= 12 ? month : undefined;
  const trimmed = month.trim();
  if (/^\d{1,2}$/.test(trimmed)) return monthNumber(Number(trimmed));
  const index = MONTH_ABBREVIATIONS.findIndex((abbr) => trimmed.slice(0, 3).toLowerCase() === abbr.toLowerCase());
  return index === -1 ? undefined : index + 1;
}

/** Three-letter lower-case code LawPhil uses in paths ('apr2009'). */
export function lawphilMonthCode(month: number): string {
  return (MONTH_ABBREVIATIONS[month - 1] ?? '').toLowerCase();
}

/**
 * Whether a listing row dated `iso` (or only known to be in `year`) passes the filter. Rows whose date the
 * page does not give are kept: dropping them would lose documents silently, and the document page decides.
 */
export function passesFilter(filter: ListingFilter | undefined, iso: string | null, year?: number | null): boolean {
  const wantYear = filter?.year ?? undefined;
  const wantMonth = monthNumber(filter?.month);
  const rowYear = iso ? Number(iso.slice(0, 4)) : (year ?? undefined);
  if (wantYear !== undefined && rowYear !== undefined && rowYear !== wantYear) return false;
  if (wantMonth !== undefined && iso && Number(iso.slice(5, 7)) !== wantMonth) return false;
  return true;
}
