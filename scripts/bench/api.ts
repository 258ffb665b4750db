/**
 * npm run bench:api -- [--docs 10000] [--db postgres|pglite] [--duration 10] [--connections 10] [--json]
 *
 * Starts the real server (apps/api/src/server.ts, own process) on 127.0.0.1 against the search
 * benchmark's database, and measures the hot endpoints under concurrent load with autocannon. Also
 * times lawyer name search on 80,000 generated lawyers, and the server rendering of public pages (HTML routes,
 * through the production web build). See docs/performance.md.
 */
import autocannon from 'autocannon';
import { ensureLawyers, LAWYER_QUERIES } from './corpus/generate-lawyers.ts';
import { dbArg, intArg, readArgs } from './lib/bench-args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { loadCorpus } from './lib/load-corpus.ts';
import { startServer } from './lib/start-server.ts';
import { summarize } from './lib/percentiles.ts';
import { searchLawyerNames } from '../../apps/api/src/services/search/lawyer-name-query.ts';
import { ensureWebBuild } from '../lib/ensure-web-build.mjs';

const args = readArgs();
const documents = intArg(args, 'docs', 10_000);
const lawyers = intArg(args, 'lawyers', 80_000);
const kind = dbArg(args);
const duration = intArg(args, 'duration', 10);
const connections = intArg(args, 'connections', 10);
const json = args.has('json');
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));

ensureWebBuild();
// Prepare the data in this process, then hand the database to the server (PGlite allows one process).
const bench = await openBenchDatabase(kind, String(documents), false);
await loadCorpus(bench.db, documents, log);
await ensureLawyers(bench.db, lawyers);
const nameSearch = await timeNameSearch();
const slug = (await bench.db.query<{ slug: string }>(`SELECT slug FROM documents ORDER BY slug LIMIT 1 OFFSET 7`))
  .rows[0]!.slug;
// Pages rendered on the server: a sample of documents spread over the library, each a different body.
const pageSlugs = (
  await bench.db.query<{ slug: string }>(
    `SELECT slug FROM documents TABLESAMPLE SYSTEM (1) REPEATABLE (7) ORDER BY slug LIMIT 100`,
  )
).rows.map((row) => row.slug);
await bench.db.close();

const server = await startServer(kind, String(documents), log);
const results: Record<string, unknown> = {};
try {
  const targets: Array<[string, string]> = [
    ['document list', '/api/documents?page=1&limit=10'],
    ['document search', '/api/documents?search=illegal%20dismissal'],
    ['document by slug', `/api/documents/slug/${encodeURIComponent(slug)}`],
    ['lawyers list', '/api/lawyers?page=1&limit=10'],
    ['lawyers name search', '/api/lawyers?search=dela%20cruz'],
    ['document page (HTML)', `/law-library/${encodeURIComponent(slug)}`],
    ['home page (HTML)', '/'],
    ['library search page (HTML)', '/law-library?q=illegal%20dismissal'],
  ];
  results['lawyers name search, sequential'] = await timeLawyerEndpoint(server.url);
  results['document page server render, sequential'] = await timeDocumentPages(server.url);
  for (const [label, path] of targets) {
    const probe = await fetch(`${server.url}${path}`);
    if (!probe.ok) throw new Error(`${label}: GET ${path} answered ${probe.status}`);
    const run = await autocannon({ url: `${server.url}${path}`, connections, duration });
    results[label] = {
      requestsPerSecond: Math.round(run.requests.average),
      p99Ms: run.latency.p99,
      errors: run.errors,
      non2xx: run.non2xx,
    };
    log(`${label}: ${Math.round(run.requests.average)} req/s, p99 ${run.latency.p99} ms, non-2xx ${run.non2xx}`);
  }
} finally {
  await server.stop();
}

const report = {
  database: kind,
  description: bench.description,
  documents,
  lawyers,
  connections,
  durationSeconds: duration,
  endpoints: results,
  lawyerNameSearch: nameSearch,
};
console.log(json ? JSON.stringify(report) : JSON.stringify(report, null, 2));

/** In-process: the name-search builder alone, every query 10 times after a warm-up. */
async function timeNameSearch() {
  const samples: number[] = [];
  for (const query of LAWYER_QUERIES) await searchLawyerNames(bench.db, query);
  for (let pass = 0; pass < 10; pass++) {
    for (const query of LAWYER_QUERIES) {
      const started = performance.now();
      await searchLawyerNames(bench.db, query);
      samples.push(performance.now() - started);
    }
  }
  const summary = summarize(samples);
  log(`lawyer name search (${lawyers} lawyers): p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms`);
  return summary;
}

/** Through the real server, one request at a time: the directory's own search, as a visitor gets it. */
async function timeLawyerEndpoint(url: string) {
  const samples: number[] = [];
  for (let pass = 0; pass < 6; pass++) {
    for (const query of LAWYER_QUERIES) {
      const started = performance.now();
      const response = await fetch(`${url}/api/lawyers?search=${encodeURIComponent(query)}`);
      if (!response.ok) throw new Error(`GET /api/lawyers?search=${query} answered ${response.status}`);
      await response.arrayBuffer();
      if (pass > 0) samples.push(performance.now() - started);
    }
  }
  const summary = summarize(samples);
  log(
    `GET /api/lawyers?search= (${lawyers} lawyers): p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms`,
  );
  return summary;
}

/**
 * Through the real server, one request at a time: a document page rendered on the server (resolve the address,
 * load the document, render React to HTML, compress), each of the sampled documents three times after a warm-up.
 */
async function timeDocumentPages(url: string) {
  const samples: number[] = [];
  for (let pass = 0; pass < 4; pass++) {
    for (const pageSlug of pageSlugs) {
      const started = performance.now();
      const response = await fetch(`${url}/law-library/${encodeURIComponent(pageSlug)}`, {
        headers: { 'accept-encoding': 'br' },
      });
      if (response.status !== 200) throw new Error(`GET /law-library/${pageSlug} answered ${response.status}`);
      await response.arrayBuffer();
      if (pass > 0) samples.push(performance.now() - started);
    }
  }
  const summary = summarize(samples);
  log(
    `GET /law-library/{slug} (HTML, ${pageSlugs.length} documents): p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms`,
  );
  return summary;
}
