/**
 * npm run bench:citations -- --docs 100000 [--db postgres|pglite] [--fresh] [--passes 3] [--json]
 *
 * The citator at scale: loads the citing corpus (the search corpus plus a Zipf-like citation graph, see
 * corpus/citing-documents.ts) through the library's write path, which records every citation as it goes, then
 * times over HTTP, against the real server process:
 *   - GET /api/documents/{slug}/citations for the most cited documents (first and deep pages of their cited-by
 *     lists), for documents citing many others, and for ordinary ones;
 *   - GET /api/documents/resolve/{citation} for decisions by slug, by a pasted citation and by a date a day off.
 * Reports the import rate, the size of the citation graph, and cold (first pass) and warm percentiles.
 */
import os from 'node:os';
import { generateCitingDocument } from './corpus/citing-documents.ts';
import { dbArg, intArg, readArgs } from './lib/bench-args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { loadCorpus } from './lib/load-corpus.ts';
import { summarize } from './lib/percentiles.ts';
import { startServer } from './lib/start-server.ts';

const args = readArgs();
const documents = intArg(args, 'docs', 10_000);
const kind = dbArg(args);
const passes = intArg(args, 'passes', 3);
const json = args.has('json');
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));
const name = `citations_${documents}`;

const { db, description } = await openBenchDatabase(kind, name, args.has('fresh'));
let load;
let graph;
let samples;
try {
  log(`${description}: loading ${documents} citing documents …`);
  load = await loadCorpus(db, documents, log, { version: 'citations-v1', generate: generateCitingDocument });
  graph = (
    await db.query<{ rows: number; resolved: number; citing: number; max_cited_by: number }>(
      `SELECT (SELECT count(*)::int FROM document_citations) AS rows,
              (SELECT count(cited_id)::int FROM document_citations) AS resolved,
              (SELECT count(DISTINCT citing_id)::int FROM document_citations) AS citing,
              (SELECT max(cited_by_count) FROM document_counters) AS max_cited_by`,
    )
  ).rows[0]!;
  log(`citation graph: ${JSON.stringify(graph)}`);
  samples = await pickSamples();
} finally {
  // The server process gets the embedded database to itself.
  await db.close();
}

async function pickSamples() {
  const pick = async (sql: string) => (await db.query<{ slug: string; n: number }>(sql)).rows;
  return {
    mostCited: await pick(
      `SELECT d.slug, c.cited_by_count AS n FROM document_counters c JOIN documents d ON d.id = c.document_id ORDER BY c.cited_by_count DESC, d.id LIMIT 40`,
    ),
    manyCites: await pick(
      `SELECT d.slug, c.n FROM (SELECT citing_id, count(*)::int AS n FROM document_citations GROUP BY citing_id
         ORDER BY n DESC LIMIT 40) c JOIN documents d ON d.id = c.citing_id`,
    ),
    ordinary: await pick(`SELECT slug, document_cited_by(id) AS n FROM documents ORDER BY md5(id::text) LIMIT 80`),
    decisions: await pick(
      `SELECT slug, 0 AS n FROM documents WHERE document_type = 'Supreme Court Decision' AND gr_number IS NOT NULL
       ORDER BY md5(slug) LIMIT 80`,
    ),
  };
}

const server = await startServer(kind, name, log);
try {
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    if (![200, 300].includes(response.status)) throw new Error(`${path}: HTTP ${response.status}`);
    return performance.now() - started;
  };
  const citations = (slug: string, page = 1) => `/api/documents/${encodeURIComponent(slug)}/citations?page=${page}`;
  const deepPage = (citedBy: number) => Math.max(1, Math.floor(citedBy / 20 / 2));
  const citationPaths = [
    ...samples.mostCited.map((row) => citations(row.slug)),
    ...samples.mostCited.slice(0, 20).map((row) => citations(row.slug, deepPage(row.n))),
    ...samples.manyCites.map((row) => citations(row.slug)),
    ...samples.ordinary.map((row) => citations(row.slug)),
  ];
  const resolvePaths = samples.decisions.flatMap((row) => {
    const match = /^GR-(L-)?(\d+)-(\d{4}-\d{2}-\d{2})$/.exec(row.slug);
    if (!match) return [`/api/documents/resolve/${row.slug}`];
    const nextDay = new Date(Date.parse(match[3]!) + 86_400_000).toISOString().slice(0, 10);
    return [
      `/api/documents/resolve/${row.slug}`,
      `/api/documents/resolve/${encodeURIComponent(`G.R. No. ${match[1] ?? ''}${match[2]}`)}`,
      `/api/documents/resolve/GR-${match[1] ?? ''}${match[2]}-${nextDay}`,
    ];
  });

  const measure = async (paths: string[]) => {
    const cold: number[] = [];
    for (const path of paths) cold.push(await get(path));
    const warm: number[] = [];
    for (let pass = 0; pass < passes; pass++) for (const path of paths) warm.push(await get(path));
    return { cold: summarize(cold), warm: summarize(warm) };
  };
  const citationTimes = await measure(citationPaths);
  log(
    `GET …/citations: cold p50 ${citationTimes.cold.p50} p95 ${citationTimes.cold.p95} ms; warm p50 ${citationTimes.warm.p50} p95 ${citationTimes.warm.p95} p99 ${citationTimes.warm.p99} ms`,
  );
  const resolveTimes = await measure(resolvePaths);
  log(
    `GET /resolve: cold p50 ${resolveTimes.cold.p50} ms; warm p50 ${resolveTimes.warm.p50} p95 ${resolveTimes.warm.p95} ms`,
  );

  const report = {
    database: kind,
    description,
    documents,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version },
    import: load,
    graph,
    requests: { citations: citationPaths.length, resolve: resolvePaths.length, passes },
    citations: citationTimes,
    resolve: resolveTimes,
  };
  console.log(json ? JSON.stringify(report) : JSON.stringify(report, null, 2));
} finally {
  await server.stop();
}
