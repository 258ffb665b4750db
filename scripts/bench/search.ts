/**
 * npm run bench:search -- --docs 100000 [--db pglite|postgres] [--json] [--fresh] [--passes 3] [--naive] [--no-http]
 *
 * Builds (or reuses) the real-text corpus (corpus/real-text-documents.ts: the starter library, then documents cut
 * from its sentences), loaded through the importer's batch path, then measures GET /api/documents?search= (a ranked
 * page of 10 with its count and snippets):
 *   1. over HTTP against the real server in its own process: a cold pass (the server's first run of each query),
 *      then warm passes; and the bad inputs (over-long, stop words only, punctuation only, unbalanced quotes …);
 *   2. in process (Fastify inject on buildApp), the same passes, and the relevance table
 *      (apps/api/test/search-known-items.ts): MRR and the share of queries whose document is first;
 *   3. with --naive, the naive ts_rank-over-all-matches query on the same data.
 * See docs/performance.md.
 */
import os from 'node:os';
import { KNOWN_ITEMS } from '../../apps/api/test/search-known-items.ts';
import { badQueries, queryString, searchQueries, type BenchQuery } from './corpus/search-queries.ts';
import { buildBenchApp } from './lib/bench-app.ts';
import { dbArg, intArg, readArgs } from './lib/bench-args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { loadCorpus } from './lib/load-corpus.ts';
import { naiveSearch } from './lib/naive-search.ts';
import { knownItemRelevance } from './lib/known-item-relevance.ts';
import { startServer } from './lib/start-server.ts';
import { timeQueries, type Timing } from './lib/time-queries.ts';

const args = readArgs();
const documents = intArg(args, 'docs', 10_000);
const kind = dbArg(args);
const json = args.has('json');
const passes = intArg(args, 'passes', 3);
const name = String(documents);
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));

const opened = await openBenchDatabase(kind, name, args.has('fresh'));
const { description } = opened;
let { db } = opened;
log(`${description}: loading ${documents} documents …`);
const load = await loadCorpus(db, documents, log);
const queries = searchQueries(documents);
const labels = queries.map(label);

// Over HTTP first: the server's first pass is then its cold pass (PGlite: one process at a time holds the folder).
let http: { cold: Timing; warm: Timing } | null = null;
let badInput: Array<{ label: string; status: number; ms: number; results: number }> = [];
if (!args.has('no-http')) {
  if (kind === 'pglite') await db.close();
  const server = await startServer(kind, name, log);
  try {
    http = await timeQueries(queries, (query) => fetchPage(server.url, query), passes, 600_000);
    log(`HTTP: cold p95 ${http.cold.p95} ms; warm p50 ${http.warm.p50} ms, p95 ${http.warm.p95} ms`);
    badInput = await timeBadInput(server.url);
  } finally {
    await server.stop();
  }
  if (kind === 'pglite') db = (await openBenchDatabase(kind, name, false)).db;
}

const app = await buildBenchApp(db);
let estimated = 0;
const inProcess = await timeQueries(
  queries,
  async (query) => {
    const response = await app.inject({ method: 'GET', url: `/api/documents?${queryString(query)}` });
    if (response.statusCode !== 200)
      throw new Error(`${query.search}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
    if (response.json().data.pagination.totalIsEstimate) estimated++;
  },
  passes,
  600_000,
);
log(`in process: cold p95 ${inProcess.cold.p95} ms; warm p50 ${inProcess.warm.p50} ms, p95 ${inProcess.warm.p95} ms`);
const relevance = await knownItemRelevance(app, KNOWN_ITEMS);
log(`relevance: MRR ${relevance.mrr}, ${relevance.firstShare} % first (${relevance.queries} queries)`);
await app.close();

// --naive: the baseline the first search design was measured against (minutes at 100,000 documents).
const naive = args.has('naive')
  ? await timeQueries(
      queries,
      (query) => naiveSearch(db, query.search, query.filters).then(() => undefined),
      1,
      600_000,
    )
  : null;
await db.close();

const report = {
  database: kind,
  description,
  documents,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
    node: process.version,
  },
  import: load,
  queries: queries.length,
  passes,
  http: http && { cold: withoutPerQuery(http.cold), warm: withoutPerQuery(http.warm) },
  inProcess: {
    cold: withoutPerQuery(inProcess.cold),
    warm: withoutPerQuery(inProcess.warm),
    estimatedCounts: estimated,
  },
  slowestCold: slowest(http?.cold ?? inProcess.cold),
  slowestWarm: slowest(http?.warm ?? inProcess.warm),
  relevance,
  badInput,
  naive: naive && { ...withoutPerQuery(naive.cold), slowest: slowest(naive.cold) },
};
if (json) console.log(JSON.stringify(report));
else console.log(JSON.stringify(report, null, 2));

function label(query: BenchQuery): string {
  const filters = query.filters ? ` [${Object.values(query.filters).join(', ')}]` : '';
  return `${query.kind}: ${query.search}${filters}`;
}

function withoutPerQuery({ perQuery: _perQuery, ...summary }: Timing) {
  return summary;
}

function slowest(timing: Timing) {
  return labels
    .map((query, index) => ({ query, maxMs: timing.perQuery[index]! }))
    .sort((a, b) => b.maxMs - a.maxMs)
    .slice(0, 6);
}

async function fetchPage(url: string, query: BenchQuery): Promise<void> {
  const response = await fetch(`${url}/api/documents?${queryString(query)}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`${query.search}: HTTP ${response.status} ${body.slice(0, 300)}`);
}

/** Each bad query twice (the second is the warm one) over HTTP; the report keeps the slower. */
async function timeBadInput(url: string) {
  const results = [];
  for (const { label, search } of badQueries()) {
    let slowest = 0;
    let status = 0;
    let count = 0;
    for (let run = 0; run < 2; run++) {
      const started = performance.now();
      const response = await fetch(`${url}/api/documents?${new URLSearchParams({ search, limit: '10' })}`);
      const body = (await response.json()) as { data?: { documents: unknown[] } };
      slowest = Math.max(slowest, performance.now() - started);
      status = response.status;
      count = body.data?.documents.length ?? 0;
    }
    results.push({ label, status, ms: Math.round(slowest * 10) / 10, results: count });
    log(`bad input, ${label}: HTTP ${status}, ${count} results, ${Math.round(slowest)} ms`);
  }
  return results;
}
