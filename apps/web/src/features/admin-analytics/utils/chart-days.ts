import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@batas/shared/contracts/admin-analytics';

/** 'YYYY-MM-DD' → 'Nov 25': the charts' axis labels (the days are already Philippine days; no zone shift here). */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Each day's point with its label, for a chart's dataKey="label". */
export const withDayLabels = <T extends { day: string }>(rows: readonly T[]) =>
  rows.map((row) => ({ ...row, label: dayLabel(row.day) }));

/** The ?days= of the page's address; anything the page does not offer is the default 30. */
export function parsePeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : 30;
}
