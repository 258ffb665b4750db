/**
 * The dates each report volume covers, learned from pages mapped by parallel citations. A volume of SCRA or
 * Philippine Reports prints the decisions of a span of months, in order; the span lets a case name pick the one
 * decision of that name from that time, and sets aside a parallel citation whose decision is years away (a
 * misprinted volume).
 */
export interface DatedPoint {
  series: string;
  volume: number;
  date: string;
}

export type VolumePeriods = Map<string, { from: string; to: string }>;

export const volumeOf = (series: string, volume: number) => `${series}:${volume}`;

const MARGIN_DAYS = 45;
// A volume with fewer points than this is given its points' span as is; with more, the outer tenth on each side is
// set aside first (a misprint among them must not stretch the span).
const TRIM_FROM = 10;

function shift(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

export function volumePeriods(points: readonly DatedPoint[]): VolumePeriods {
  const byVolume = new Map<string, string[]>();
  for (const point of points) {
    const key = volumeOf(point.series, point.volume);
    const dates = byVolume.get(key);
    if (dates) dates.push(point.date);
    else byVolume.set(key, [point.date]);
  }
  const periods: VolumePeriods = new Map();
  for (const [key, dates] of byVolume) {
    dates.sort();
    const cut = dates.length >= TRIM_FROM ? Math.floor(dates.length / 10) : 0;
    const kept = dates.slice(cut, dates.length - cut);
    periods.set(key, { from: shift(kept[0]!, -MARGIN_DAYS), to: shift(kept.at(-1)!, MARGIN_DAYS) });
  }
  return periods;
}

/** A page mapped by parallel citations: its volume, page and its decision's date. */
export interface PagePoint extends DatedPoint {
  page: number;
}

/** Between two mapped pages of a volume, printed in date order, this much slack is allowed on each side. */
const NEIGHBOUR_MARGIN_DAYS = 15;

/**
 * The dates a page can hold, narrower than its volume's: a volume prints its decisions in date order, so a page
 * falls between the dates of the nearest mapped pages before and after it (with a fortnight's slack). Only when
 * those neighbours agree with each other: a misprinted neighbour that would leave no date at all gives the volume's
 * span back. 177 SCRA 668 is thus Marcos v. Manglapus of 15 September 1989, not the resolution of 27 October, which
 * the volume's span alone cannot tell apart.
 */
export function pagePeriod(
  volume: { from: string; to: string },
  points: readonly PagePoint[],
  page: number,
): { from: string; to: string } {
  let before: PagePoint | null = null;
  let after: PagePoint | null = null;
  for (const point of points) {
    if (point.page <= page && (!before || point.page > before.page)) before = point;
    if (point.page >= page && (!after || point.page < after.page)) after = point;
  }
  const from = before ? maxDate(volume.from, shift(before.date, -NEIGHBOUR_MARGIN_DAYS)) : volume.from;
  const to = after ? minDate(volume.to, shift(after.date, NEIGHBOUR_MARGIN_DAYS)) : volume.to;
  return from <= to ? { from, to } : volume;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
