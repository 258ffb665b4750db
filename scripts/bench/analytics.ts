/**
 * npm run bench:analytics -- [--searches 500000] [--days 90] [--db pglite|postgres]
 *
 * The Analytics page at 500,000 searches. The searches are spread over `--days` days, most of them one-off queries
 * (what a script sending random queries produces). They are stored as services/analytics/record-search.ts stores
 * them: each day keeps its first 300 distinct queries (LIMITS.analyticsQueriesPerDay), the rest count as that day's "other" searches; for
 * comparison, the same searches stored the old way (one row per distinct query per day) follow. Times
 * GET /api/admin/analytics (the page's one request: the real route, in process) for 7, 30 and 90 days: 10 warm
 * runs each after one cold one.
 */
import { openDatabase } from '../../packages/db/src/index.ts';
import { migrate } from '../../packages/db/src/migrate.ts';
import { MAX_QUERIES_PER_DAY } from '../../apps/api/src/services/analytics/record-search.ts';
import { issueToken } from '../../apps/api/src/services/auth/tokens.ts';
import { dbArg, intArg, readArgs } from './lib/bench-args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { buildBenchApp } from './lib/bench-app.ts';
import { summarize } from './lib/percentiles.ts';

const args = readArgs();
const searches = intArg(args, 'searches', 500_000);
const days = intArg(args, 'days', 90);
const kind = dbArg(args);
const { db, description } =
  kind === 'pglite'
    ? { db: await openDatabase({}), description: 'PGlite in memory' }
    : await openBenchDatabase('postgres', 'analytics', true);
if (kind === 'pglite') await migrate(db);
const app = await buildBenchApp(db);
const admin = await db.query<{ id: string }>(
  `INSERT INTO users (email, password_hash, first_name, last_name, role, user_type, approval_status)
   VALUES ('bench-admin@example.com', 'x', 'Bench', 'Admin', 'admin', 'admin', 'approved') RETURNING id`,
);
const token = await issueToken(admin.rows[0]!.id, 0, 'benchmark-secret-that-is-long-enough-0123456789');
const perDay = Math.round(searches / days);
// A fifth of each day's searches go to 100 popular queries, the rest are one-off queries.
const popular = Math.round(perDay / 5);

async function timeReport(label: string) {
  for (const period of [7, 30, 90]) {
    const samples: number[] = [];
    for (let run = 0; run <= 10; run++) {
      const started = performance.now();
      const response = await app.inject({
        url: `/api/admin/analytics?days=${period}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`analytics answered ${response.statusCode}`);
      if (run > 0) samples.push(performance.now() - started);
    }
    const s = summarize(samples);
    console.log(`${label}, ${period} days: p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`);
  }
}

const DAY = `(now() AT TIME ZONE 'Asia/Manila')::date - d`;
console.log(`${description}: ${searches.toLocaleString('en-US')} searches over ${days} days (${perDay} a day)`);
let started = performance.now();
// Bounded, as record-search.ts keeps them: the popular queries and the first one-off queries up to the day's bound.
await db.query(
  `INSERT INTO search_query_days (day, query, searches, zero_result_searches, last_result_count)
   SELECT ${DAY}, 'popular query ' || q, greatest(1, $1::int / 100), 0, 10
     FROM generate_series(0, $2::int - 1) d, generate_series(1, 100) q`,
  [popular, days],
);
await db.query(
  `INSERT INTO search_query_days (day, query, searches, zero_result_searches, last_result_count)
   SELECT ${DAY}, 'one-off ' || d || '-' || q, 1, 1, 0 FROM generate_series(0, $1::int - 1) d, generate_series(1, $2::int) q`,
  [days, MAX_QUERIES_PER_DAY - 100],
);
await db.query(
  `INSERT INTO search_days (day, distinct_queries, other_searches, other_zero_results)
   SELECT ${DAY}, $2::int, $3::int, $3::int FROM generate_series(0, $1::int - 1) d`,
  [days, MAX_QUERIES_PER_DAY, perDay - popular - (MAX_QUERIES_PER_DAY - 100)],
);
await db.query('ANALYZE search_query_days, search_days');
const kept = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_query_days')).rows[0]!.n;
console.log(
  `stored bounded: ${kept.toLocaleString('en-US')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await timeReport('bounded (300 distinct queries a day)');

started = performance.now();
await db.query('TRUNCATE search_days');
await db.query(
  `INSERT INTO search_query_days (day, query, searches, zero_result_searches, last_result_count)
   SELECT ${DAY}, 'one-off ' || d || '-' || q, 1, 1, 0 FROM generate_series(0, $1::int - 1) d, generate_series($2::int + 1, $3::int) q`,
  [days, MAX_QUERIES_PER_DAY - 100, perDay - popular],
);
await db.query('ANALYZE search_query_days');
const all = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_query_days')).rows[0]!.n;
console.log(
  `stored unbounded (before): ${all.toLocaleString('en-US')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await timeReport('unbounded (one row per distinct query a day)');
await app.close();
await db.close();
