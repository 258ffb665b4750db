import type { Queryable } from '@batas/db';
import type { AnalyticsPeriod, AnalyticsReport } from '@batas/shared/contracts/admin-analytics';
import { dayOf, periodStartSql, TODAY_SQL } from './analytics-day.ts';

/** How many queries and documents the page lists under each chart. */
export const TOP_LIMIT = 10;

/** Every day of the period as text, oldest first: the charts show a day without events as zero, not as a gap. */
const DAYS_SQL = `SELECT d::date AS day FROM generate_series(${TODAY_SQL} - ($1::int - 1), ${TODAY_SQL}, interval '1 day') AS d`;
const IN_PERIOD = `day > ${TODAY_SQL} - $1::int`;
const DAY_TEXT = `to_char(d.day, 'YYYY-MM-DD') AS day`;

interface QueryRow {
  query: string;
  searches: number;
  last_result_count: number;
}
const presentQuery = (row: QueryRow) => ({
  query: row.query,
  searches: row.searches,
  lastResultCount: row.last_result_count,
});

async function searchReport(db: Queryable, days: number) {
  // A day's total is its kept queries plus its "other" searches (those past the day's distinct-query bound).
  const perDay = await db.query<{ day: string; searches: number; zero: number; other: number }>(
    `SELECT ${DAY_TEXT}, coalesce(s.searches, 0) + coalesce(o.other_searches, 0) AS searches,
            coalesce(s.zero, 0) + coalesce(o.other_zero_results, 0) AS zero, coalesce(o.other_searches, 0) AS other
       FROM (${DAYS_SQL}) AS d
       LEFT JOIN (SELECT day, sum(searches)::int AS searches, sum(zero_result_searches)::int AS zero
                    FROM search_query_days WHERE ${IN_PERIOD} GROUP BY day) AS s ON s.day = d.day
       LEFT JOIN search_days o ON o.day = d.day
      ORDER BY d.day`,
    [days],
  );
  // Per query over the period, once for both lists: its searches, and what its latest day's last search found
  // (the greatest [day, count] pair: a hash aggregate, where ordering each query's days made the period's rows
  // be sorted first). A day keeps at most MAX_QUERIES_PER_DAY queries, so a 90-day period groups 27,000 rows at most.
  const lists = await db.query<QueryRow & { list: 'top' | 'zero' }>(
    `WITH q AS MATERIALIZED (
       SELECT query, sum(searches)::int AS searches,
              (max(ARRAY[day - DATE '2000-01-01', last_result_count]))[2] AS last_result_count
         FROM search_query_days WHERE ${IN_PERIOD} GROUP BY query
     )
     (SELECT 'top' AS list, * FROM q ORDER BY searches DESC, query LIMIT $2)
     UNION ALL
     (SELECT 'zero' AS list, * FROM q WHERE last_result_count = 0 ORDER BY searches DESC, query LIMIT $2)`,
    [days, TOP_LIMIT],
  );
  const top = { rows: lists.rows.filter((row) => row.list === 'top') };
  const zero = { rows: lists.rows.filter((row) => row.list === 'zero') };
  return {
    total: perDay.rows.reduce((sum, row) => sum + row.searches, 0),
    perDay: perDay.rows.map((row) => ({ day: row.day, searches: row.searches, zeroResultSearches: row.zero })),
    otherSearches: perDay.rows.reduce((sum, row) => sum + row.other, 0),
    topQueries: top.rows.map(presentQuery),
    zeroResultQueries: zero.rows.map(presentQuery),
  };
}

async function viewReport(db: Queryable, days: number) {
  const [perDay, top] = await Promise.all([
    db.query<{ day: string; views: number }>(
      `SELECT ${DAY_TEXT}, coalesce(sum(v.views), 0)::int AS views
         FROM (${DAYS_SQL}) AS d LEFT JOIN document_view_days v ON v.day = d.day
        GROUP BY d.day ORDER BY d.day`,
      [days],
    ),
    db.query<{ id: string; slug: string; title: string; views: number }>(
      `SELECT doc.id, doc.slug, doc.title, v.views
         FROM (SELECT document_id, sum(views)::int AS views FROM document_view_days WHERE ${IN_PERIOD}
                GROUP BY document_id ORDER BY views DESC, document_id LIMIT $2) AS v
         JOIN documents doc ON doc.id = v.document_id
        ORDER BY v.views DESC, doc.title`,
      [days, TOP_LIMIT],
    ),
  ]);
  return {
    total: perDay.rows.reduce((sum, row) => sum + row.views, 0),
    perDay: perDay.rows,
    topDocuments: top.rows,
  };
}

/** New rows of a table per day of the period, by their created_at. */
const createdPerDay = (table: string) =>
  `SELECT ${dayOf('created_at')} AS day, count(*)::int AS n FROM ${table}
    WHERE created_at >= ${periodStartSql('$1')} GROUP BY 1`;

/** Derived from the tables themselves, not recorded twice (an account deleted since is no longer counted). */
async function accountReport(db: Queryable, days: number) {
  const perDay = await db.query<{ day: string; new_users: number; claims: number }>(
    `SELECT ${DAY_TEXT}, coalesce(u.n, 0) AS new_users, coalesce(c.n, 0) AS claims
       FROM (${DAYS_SQL}) AS d
       LEFT JOIN (${createdPerDay('users')}) AS u ON u.day = d.day
       LEFT JOIN (${createdPerDay('lawyer_claims')}) AS c ON c.day = d.day
      ORDER BY d.day`,
    [days],
  );
  return {
    newUsers: perDay.rows.reduce((sum, row) => sum + row.new_users, 0),
    claims: perDay.rows.reduce((sum, row) => sum + row.claims, 0),
    perDay: perDay.rows.map((row) => ({ day: row.day, newUsers: row.new_users, claims: row.claims })),
  };
}

/** The Analytics page: searches, document views, new accounts and claims over the last `days` days. */
export async function analyticsReport(db: Queryable, days: AnalyticsPeriod): Promise<AnalyticsReport> {
  const [searches, views, accounts] = await Promise.all([
    searchReport(db, days),
    viewReport(db, days),
    accountReport(db, days),
  ]);
  const from = searches.perDay[0]?.day ?? '';
  const to = searches.perDay.at(-1)?.day ?? '';
  return { days, from, to, searches, views, accounts };
}
