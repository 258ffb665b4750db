import { daysBetween } from '../dates/index.ts';
import { normalizeSerial } from './serials.ts';
import type { CitationKind } from './types.ts';

/** Date tolerance of the citation lookup: one day. */
export const DATE_MATCH_TOLERANCE_DAYS = 1;

export type CandidateChoice<T> =
  | { outcome: 'match'; match: T }
  | { outcome: 'none'; candidates: T[] }
  | { outcome: 'ambiguous'; candidates: T[] };

const FULL_DATE = /^\d{4}-\d{2}-\d{2}/;

function newestFirst<T extends { date?: string | null }>(items: T[]): T[] {
  return [...items].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

/**
 * Picks the document a citation means among those sharing its number, strictly: with a date, the one decided within one day (nearest first; a tie is ambiguous); with no
 * date, the only one. Otherwise it never guesses: 'none' (the date fits nothing) or 'ambiguous' (several fit),
 * both with the candidates newest first for a choice page. Candidates known only to the month ('2003-05') can
 * never be confirmed by a date.
 */
export function chooseByDate<T extends { date?: string | null }>(
  candidates: readonly T[],
  wanted: string | null,
  toleranceDays = DATE_MATCH_TOLERANCE_DAYS,
): CandidateChoice<T> {
  const all = [...candidates];
  if (!wanted) {
    if (all.length === 1) return { outcome: 'match', match: all[0]! };
    return all.length === 0
      ? { outcome: 'none', candidates: [] }
      : { outcome: 'ambiguous', candidates: newestFirst(all) };
  }
  const near = all
    .filter((c) => c.date && FULL_DATE.test(c.date))
    .map((c) => ({ c, distance: daysBetween(c.date!.slice(0, 10), wanted) }))
    .filter(({ distance }) => distance <= toleranceDays)
    .sort((a, b) => a.distance - b.distance);
  if (near.length === 0) return { outcome: 'none', candidates: newestFirst(all) };
  const best = near.filter(({ distance }) => distance === near[0]!.distance);
  if (best.length === 1) return { outcome: 'match', match: best[0]!.c };
  return { outcome: 'ambiguous', candidates: newestFirst(best.map(({ c }) => c)) };
}

/** The L-series of G.R. numbers began after the war; a bare number decided before 1946 is a pre-war docket. */
const L_SERIES_FROM_YEAR = 1946;

/**
 * Whether a requested docket number names a stored one. Equal after normalisation, or, for G.R. only, the same
 * digits with and without 'L-' when the decision is of the L era (1946 on): sources print 'G.R. No. 63915' for
 * L-63915, and lawphil files L cases without the L. Pre-war 'G.R. No. 7529' (1912) is not 'L-7529' (1955).
 */
export function docketSerialsMatch(
  kind: CitationKind,
  requested: string,
  stored: string,
  date?: string | null,
): boolean {
  const a = normalizeSerial(kind, requested);
  const b = normalizeSerial(kind, stored);
  if (a === b) return true;
  if (kind !== 'GR' || a.replace(/^L-/, '') !== b.replace(/^L-/, '')) return false;
  if (!date) return true;
  return Number(date.slice(0, 4)) >= L_SERIES_FROM_YEAR;
}
