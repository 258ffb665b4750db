import { MONTH_NAMES } from './month-names.ts';

/** 'April 24, 1985' from an ISO date or timestamp; null when absent or unreadable. No time-zone shift for plain dates. */
export function formatLongUsDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const iso = value instanceof Date ? value.toISOString() : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const month = MONTH_NAMES[Number(match[2]) - 1];
  if (!month) return null;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
