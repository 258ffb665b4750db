import { LIMITS } from '@batas/shared/constants';
import type { Queryable } from '@batas/db';
import { TODAY_SQL } from './analytics-day.ts';
import { normaliseSearchQuery } from './normalise-query.ts';

/**
 * The distinct queries a day keeps (LIMITS.analyticsQueriesPerDay). A script sending random queries cannot grow the
 * table (or slow the Analytics page) past it: its searches count as the day's "other" searches.
 */
export const MAX_QUERIES_PER_DAY = LIMITS.analyticsQueriesPerDay;

/**
 * Counts one library search for the Analytics page. Only a first page counts: turning pages or re-sorting the same
 * results is not a new search. A query already seen today is one update of its row; a new one takes one of the
 * day's slots (search_days.distinct_queries) and then gets its row; with no slot left it adds to the day's
 * "other" counts. Each step is one primary-key write, so the search itself is not held up.
 */
export async function recordSearch(
  db: Queryable,
  query: string,
  resultCount: number,
  maxQueriesPerDay: number = MAX_QUERIES_PER_DAY,
): Promise<void> {
  const normal = normaliseSearchQuery(query);
  if (!normal) return;
  const zero = resultCount === 0 ? 1 : 0;
  const found = Math.max(0, resultCount);
  const seen = await db.query(
    `UPDATE search_query_days SET searches = searches + 1, zero_result_searches = zero_result_searches + $2,
            last_result_count = $3
      WHERE day = ${TODAY_SQL} AND query = $1`,
    [normal, zero, found],
  );
  if (seen.rowCount > 0) return;
  // Two processes may both take a slot for the same new query: the day then counts one slot too many, which
  // only makes the bound stricter.
  const slot = await db.query(
    `INSERT INTO search_days AS d (day, distinct_queries) VALUES (${TODAY_SQL}, 1)
     ON CONFLICT (day) DO UPDATE SET distinct_queries = d.distinct_queries + 1 WHERE d.distinct_queries < $1
     RETURNING 1`,
    [maxQueriesPerDay],
  );
  if (slot.rowCount === 0) {
    await db.query(
      `UPDATE search_days SET other_searches = other_searches + 1, other_zero_results = other_zero_results + $1
        WHERE day = ${TODAY_SQL}`,
      [zero],
    );
    return;
  }
  await db.query(
    `INSERT INTO search_query_days AS s (day, query, searches, zero_result_searches, last_result_count)
     VALUES (${TODAY_SQL}, $1, 1, $2, $3)
     ON CONFLICT (day, query) DO UPDATE SET
       searches = s.searches + 1,
       zero_result_searches = s.zero_result_searches + excluded.zero_result_searches,
       last_result_count = excluded.last_result_count`,
    [normal, zero, found],
  );
}
