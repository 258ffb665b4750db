import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import { nameOrder, nameSearchCondition } from '../lawyers/name-search.ts';

export interface LawyerNameHit {
  id: string;
  full_name: string;
  roll_number: string;
}

/**
 * The directory's name match on its own (benchmark, tests, autocomplete): the same condition and order as
 * GET /api/lawyers?search=, without the listing's other filters and count.
 */
export async function searchLawyerNames(db: Queryable, query: string, limit = 20): Promise<LawyerNameHit[]> {
  const params = new SqlParams();
  const { rows } = await db.query<LawyerNameHit>(
    `SELECT l.id, l.full_name, l.roll_number FROM lawyers l WHERE ${nameSearchCondition(params, query)}
     ORDER BY ${nameOrder(params, query)} LIMIT ${params.add(limit)}`,
    params.values,
  );
  return rows;
}
