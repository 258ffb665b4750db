import { formatLongUsDate } from '@batas/shared';

/**
 * A small seeded generator (mulberry32) with the helpers the demo generators need. Seeded so the
 * demo data are the same on every machine and every run: a bug report can say "the third lawyer".
 */
export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  /** A uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Items are [value, weight]; a higher weight is picked proportionally more often. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of items) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return items[items.length - 1]![0];
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  /** A 'YYYY-MM-DD' day between two ISO dates, both included. */
  date(from: string, to: string): string {
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T00:00:00Z`);
    const day = start + Math.floor(this.next() * ((end - start) / 86_400_000 + 1)) * 86_400_000;
    return new Date(day).toISOString().slice(0, 10);
  }

  /** A child generator: one part of the demo can grow without shifting every value after it. */
  fork(label: string): Random {
    return new Random(hashString(`${this.state}:${label}`));
  }
}

export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** Weekdays only: courts promulgate and presidents sign on working days. */
export function nearestWeekday(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDay();
  if (day === 6) date.setUTCDate(date.getUTCDate() + 2);
  if (day === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'April 24, 1985', the way Philippine citations print dates. */
export function longDate(isoDate: string): string {
  return formatLongUsDate(isoDate) ?? isoDate;
}

/** Linear interpolation over [x, y] anchors sorted by x (roll numbers by year, statute numbers by date). */
export function interpolate(anchors: ReadonlyArray<readonly [number, number]>, x: number): number {
  if (x <= anchors[0]![0]) return anchors[0]![1];
  for (let i = 1; i < anchors.length; i++) {
    const [x1, y1] = anchors[i]!;
    const [x0, y0] = anchors[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return anchors[anchors.length - 1]![1];
}
