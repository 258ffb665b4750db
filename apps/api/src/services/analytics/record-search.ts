import type { Queryable } from '@batas/db';
import { TODAY_SQL } from './analytics-day.ts';
import { normaliseSearchQuery } from './normalise-query.ts';

/**
 * Counts one library search for the Analytics page: one upsert of the day's row for the query (a primary-key
 * lookup, well under a millisecond), so the search itself is not held up. Only a first page counts: turning pages
 * or re-sorting the same results is not a new search.
 */
export async function recordSearch(db: Queryable, query: string, resultCount: number): Promise<void> {
  const normal = normaliseSearchQuery(query);
  if (!normal) return;
  await db.query(
    `INSERT INTO search_query_days AS s (day, query, searches, zero_result_searches, last_result_count)
     VALUES (${TODAY_SQL}, $1, 1, $2, $3)
     ON CONFLICT (day, query) DO UPDATE SET
       searches = s.searches + 1,
       zero_result_searches = s.zero_result_searches + excluded.zero_result_searches,
       last_result_count = excluded.last_result_count`,
    [normal, resultCount === 0 ? 1 : 0, Math.max(0, resultCount)],
  );
}
