import type { Queryable } from '@batas/db';
import { rankedNameMatches } from '../lawyers/ranked-name-matches.ts';

export interface LawyerNameHit {
  id: string;
  full_name: string;
  roll_number: string;
}

/**
 * The directory's name match on its own (benchmark, tests): the same tiers and order as GET /api/lawyers?search=,
 * without the listing's other filters and count.
 */
export function searchLawyerNames(db: Queryable, query: string, limit = 20): Promise<LawyerNameHit[]> {
  return rankedNameMatches<LawyerNameHit>(db, { columns: 'l.id, l.full_name, l.roll_number', query, limit });
}
