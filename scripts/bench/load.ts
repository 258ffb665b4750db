/**
 * npm run bench:load -- [--clients 200] [--duration 60] [--processes 2] [--fresh] [--json]
 *
 * Many clients at once on the platform as production runs it: `node scripts/start.mjs` with WEB_CONCURRENCY
 * server processes on one PostgreSQL server (database batas_bench_load on BENCH_DATABASE_URL's server, loaded with
 * the demo data once: the starter library, 2,400 lawyers, articles). Every client loops over a mix of public
 * endpoints (library list, searches, document views, citations, lawyer directory, articles). Reports req/s and
 * latency percentiles; exits 1 on any error, timeout or non-2xx answer. See docs/performance.md.
 */
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '@batas/test-support';
import { seedDemo } from '../../packages/db/src/index.ts';
import { intArg, readArgs } from './lib/bench-args.ts';
import { benchDatabaseUrl, openBenchDatabase } from './lib/bench-database.ts';

const args = readArgs();
const clients = intArg(args, 'clients', 200);
const duration = intArg(args, 'duration', 60);
const processes = intArg(args, 'processes', 2);
const json = args.has('json');
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));

// The data, once: the demo set is what a visitor of a fresh install browses.
const bench = await openBenchDatabase('postgres', 'load', args.has('fresh'));
const { rows: users } = await bench.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
if (users[0]!.n === 0) {
  log('loading the demo data…');
  await seedDemo(bench.db, { adminPassword: 'bench-admin-password' });
}
const pick = async (sql: string) => (await bench.db.query<{ value: string }>(sql)).rows.map((row) => row.value);
const documentSlugs = await pick(`SELECT slug AS value FROM documents ORDER BY slug LIMIT 20`);
const citedSlugs = await pick(
  `SELECT d.slug AS value FROM documents d JOIN document_citations c ON c.cited_id = d.id
    GROUP BY d.slug ORDER BY count(*) DESC, d.slug LIMIT 5`,
);
const rolls = await pick(`SELECT roll_number AS value FROM lawyers ORDER BY roll_number LIMIT 10`);
const articles = await pick(`SELECT slug AS value FROM articles WHERE status = 'published' ORDER BY slug LIMIT 5`);
await bench.db.close();

const paths = [
  '/api/documents?page=1&limit=10',
  '/api/documents?page=2&limit=10&sortBy=date',
  '/api/documents?search=due%20process',
  '/api/documents?search=illegal%20dismissal',
  '/api/documents?search=G.R.%20No.%20L-63915',
  '/api/documents?documentType=Republic%20Act&page=1',
  '/api/documents/types',
  '/api/documents/stats',
  '/api/lawyers?page=1&limit=10',
  '/api/lawyers?search=santos',
  '/api/lawyers/search/suggestions?q=dela',
  '/api/articles?page=1',
  ...documentSlugs.map((slug) => `/api/documents/slug/${encodeURIComponent(slug)}`),
  ...citedSlugs.map((slug) => `/api/documents/${encodeURIComponent(slug)}/citations`),
  ...rolls.map((roll) => `/api/lawyers/${encodeURIComponent(roll)}`),
  ...articles.map((slug) => `/api/articles/${encodeURIComponent(slug)}`),
];

const platform = await startPlatform();
try {
  for (const path of paths) {
    const probe = await fetch(`${platform.url}${path}`);
    if (!probe.ok) throw new Error(`GET ${path} answered ${probe.status}`);
  }
  log(`${clients} clients for ${duration} s over ${paths.length} public endpoints, ${processes} server processes…`);
  const run = await autocannon({
    url: platform.url,
    connections: clients,
    duration,
    timeout: 30,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  const result = {
    clients,
    durationSeconds: duration,
    serverProcesses: processes,
    endpoints: paths.length,
    requests: run.requests.total,
    requestsPerSecond: Math.round(run.requests.average),
    latencyMs: { p50: run.latency.p50, p90: run.latency.p90, p99: run.latency.p99, max: run.latency.max },
    errors: run.errors,
    timeouts: run.timeouts,
    non2xx: run.non2xx,
  };
  process.exitCode = run.errors > 0 || run.timeouts > 0 || run.non2xx > 0 ? 1 : 0;
  if (json) console.log(JSON.stringify(result));
  else {
    log(
      `${result.requestsPerSecond} req/s (${result.requests} requests), latency p50 ${result.latencyMs.p50} ms, ` +
        `p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms; errors ${run.errors}, timeouts ${run.timeouts}, non-2xx ${run.non2xx}`,
    );
  }
} finally {
  await platform.stop();
}

/** `node scripts/start.mjs` with WEB_CONCURRENCY server processes, API only (no web build, no job runner). */
async function startPlatform() {
  const webDir = '/tmp/batas-bench/load-web';
  mkdirSync(webDir, { recursive: true });
  const platform = await startServer({
    command: [process.execPath, 'scripts/start.mjs'],
    env: {
      WEB_CONCURRENCY: String(processes),
      WEB_DIST_DIR: webDir,
      EMBEDDED_WORKER: 'false',
      SEED_DEMO: 'false',
      DATA_DIR: '/tmp/batas-bench/load-data',
      JWT_SECRET: 'benchmark-secret-that-is-long-enough-0123456789',
      DATABASE_URL: benchDatabaseUrl('load'),
    },
  });
  log(`platform ${platform.url} (main pid ${platform.pid}) ready`);
  return {
    url: platform.url,
    async stop() {
      const code = await platform.stop();
      if (code !== 0) throw new Error(`the platform stopped with exit code ${code}: ${platform.output().slice(-2000)}`);
    },
  };
}
