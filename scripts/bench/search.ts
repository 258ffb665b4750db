/**
 * npm run bench:search -- --docs 100000 [--db pglite|postgres] [--json] [--fresh] [--passes 5] [--product-only]
 *
 * Builds (or reuses) a deterministic corpus, loaded through the importer's batch path, then times a
 * fixed query mix through the API (Fastify inject of GET /api/documents) against the naive
 * ts_rank-over-all-matches query on the same data. See docs/performance.md.
 */
import os from 'node:os';
import { buildVocabulary } from './corpus/vocabulary.ts';
import { buildBenchApp } from './lib/bench-app.ts';
import { dbArg, intArg, readArgs } from './lib/bench-args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { loadCorpus, type LoadReport } from './lib/load-corpus.ts';
import { naiveSearch } from './lib/naive-search.ts';
import { timeQueries } from './lib/time-queries.ts';
import { queryMix, queryString } from './query-mix.ts';

const args = readArgs();
const documents = intArg(args, 'docs', 10_000);
const kind = dbArg(args);
const json = args.has('json');
const passes = intArg(args, 'passes', 5);
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));

const { db, description } = await openBenchDatabase(kind, String(documents), args.has('fresh'));
try {
  log(`${description}: loading ${documents} documents …`);
  const load = await loadCorpus(db, documents, log);
  const app = await buildBenchApp(db);
  const queries = queryMix(buildVocabulary(), documents);

  let estimated = 0;
  const product = await timeQueries(
    queries,
    async (query) => {
      const response = await app.inject({ method: 'GET', url: `/api/documents?${queryString(query)}` });
      if (response.statusCode !== 200)
        throw new Error(`${query.search}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (response.json().data.pagination.totalIsEstimate) estimated++;
    },
    passes,
    240_000,
  );
  log(`product search: p50 ${product.p50} ms, p95 ${product.p95} ms, p99 ${product.p99} ms`);
  // --product-only: re-measure the product after a change without waiting minutes for the baseline.
  const naive = args.has('product-only')
    ? { count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN, perQuery: queries.map(() => NaN) }
    : await timeQueries(
        queries,
        async (query) => {
          await naiveSearch(db, query.search, query.filters);
        },
        Math.max(1, Math.ceil(passes / 2)),
        300_000,
      );
  log(`naive search:   p50 ${naive.p50} ms, p95 ${naive.p95} ms, p99 ${naive.p99} ms`);
  await app.close();

  const report = {
    database: kind,
    description,
    documents,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    import: load,
    queries: queries.length,
    product: { ...product, estimatedCounts: estimated },
    naive,
    ratio: {
      p50: round(naive.p50 / product.p50),
      p95: round(naive.p95 / product.p95),
      p99: round(naive.p99 / product.p99),
    },
    slowestProductQueries: slowest(
      queries.map((query) => query.search),
      product.perQuery,
    ),
    slowestNaiveQueries: slowest(
      queries.map((query) => query.search),
      naive.perQuery,
    ),
  };
  if (json) console.log(JSON.stringify(report));
  else printReport(report);
} finally {
  await db.close();
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function slowest(labels: string[], ms: number[]) {
  return labels
    .map((label, index) => ({ query: label, maxMs: ms[index]! }))
    .sort((a, b) => b.maxMs - a.maxMs)
    .slice(0, 5);
}

function printReport(report: Record<string, unknown> & { import: LoadReport; ratio: Record<string, number> }) {
  const { import: load, ratio } = report;
  console.log(
    `\nImport: ${load.documents} documents, ${load.stored} stored (${load.megabytes} MB of text) in ${load.seconds} s = ${load.documentsPerSecond} documents/s${load.loadedNow ? '' : ' (recorded when this kept database was loaded)'}`,
  );
  console.log(`Ratio naive/product: p50 ${ratio.p50}×, p95 ${ratio.p95}×, p99 ${ratio.p99}×`);
  console.log(
    JSON.stringify(
      { product: report.product, naive: report.naive, slowestProductQueries: report.slowestProductQueries },
      null,
      2,
    ),
  );
}
