/**
 * npm run bench:library -- [--database-url URL] [--pages 300] [--passes 3] [--json]
 *
 * Measures the platform on the whole library as `npm run library:install -- all` leaves it (by default the
 * PostgreSQL database batas_library on 127.0.0.1; the script only reads it, apart from what the server itself
 * records as visits). It starts the real server (own process, production web build) on that database and times,
 * one request at a time over HTTP:
 *   - library search: each query's first run on the fresh server (cold), then `passes` warm runs; known-item MRR
 *     on the whole library's relevance table (corpus/library-known-items.ts);
 *   - document pages rendered on the server for the first time, over a repeatable random sample of documents;
 *   - the home page, the category counts, the sitemap index and every sitemap page, the admin documents list;
 *   - the citations endpoint (cited-by with context) of the most-cited decisions, cold and warm;
 *   - landmark citations through the resolver (200 and the expected document);
 * and reads the library's own figures (documents by kind, provenance, duplicates, the crosswalk, the share of
 * report citations resolved). See docs/performance.md.
 */
import os from 'node:os';
import { startServer as startPlatformServer } from '@batas/test-support';
import { openDatabase } from '../../packages/db/src/index.ts';
import { issueToken } from '../../apps/api/src/services/auth/tokens.ts';
import { ensureWebBuild } from '../lib/ensure-web-build.mjs';
import { citesExpected, LIBRARY_KNOWN_ITEMS } from './corpus/library-known-items.ts';
import { LANDMARK_CITATIONS, LANDMARK_DECISIONS, LIBRARY_QUERIES } from './corpus/library-queries.ts';
import { assertLoopback, intArg, readArgs } from './lib/bench-args.ts';
import { knownItemRelevance } from './lib/known-item-relevance.ts';
import { citedByAccuracy, libraryFigures, mostCitedSlugs, sampleSlugs } from './lib/library-figures.ts';
import { summarize } from './lib/percentiles.ts';
import { timeQueries } from './lib/time-queries.ts';

const args = readArgs();
const databaseUrl = String(args.get('database-url') ?? 'postgres://postgres@127.0.0.1:5432/batas_library');
const pages = intArg(args, 'pages', 300);
const passes = intArg(args, 'passes', 3);
const json = args.has('json');
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));
const SECRET = 'library-benchmark-secret-that-is-long-enough-0123456789';
assertLoopback(databaseUrl);

ensureWebBuild();
const db = await openDatabase({ databaseUrl, maxConnections: 2 });
log('reading the library …');
const figures = await libraryFigures(db);
log(`${figures.documents.total} documents, ${figures.documents.decisions} decisions`);
const pageSlugs = await sampleSlugs(db, pages);
const citedSlugs = await mostCitedSlugs(db, 50);
log('counting, in the texts, the decisions that cite each landmark …');
const accuracy = await citedByAccuracy(db, LANDMARK_DECISIONS);
const admin = (
  await db.query<{ id: string; token_version: number }>(
    `SELECT id, token_version FROM users WHERE role = 'super_admin' AND is_active ORDER BY created_at LIMIT 1`,
  )
).rows[0];
await db.close();

const server = await startPlatformServer({
  timeoutMs: 300_000,
  env: { LOG_LEVEL: 'silent', EMBEDDED_WORKER: 'false', JWT_SECRET: SECRET, DATABASE_URL: databaseUrl },
});
log(`server ${server.url} ready`);
const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br', ...headers } });
  const body = await response.arrayBuffer();
  return { status: response.status, body };
};
const expectOk = async (path: string, headers?: Record<string, string>) => {
  const { status, body } = await get(path, headers);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${Buffer.from(body).toString().slice(0, 200)}`);
  return body;
};
/** Each path once, in order, timed: pages the server has not rendered before. */
const timeOnce = async (paths: readonly string[], headers?: Record<string, string>) => {
  const samples: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    await expectOk(path, headers);
    samples.push(performance.now() - started);
  }
  return summarize(samples);
};
const timeRepeated = async (path: string, times: number, headers?: Record<string, string>) => {
  await expectOk(path, headers);
  return timeOnce(
    Array.from({ length: times }, () => path),
    headers,
  );
};

const report: Record<string, unknown> = {};
try {
  const search = await timeQueries(
    LIBRARY_QUERIES,
    async (query) => void (await expectOk(`/api/documents?${new URLSearchParams({ search: query, limit: '10' })}`)),
    passes,
    900_000,
  );
  log(`search: cold p95 ${search.cold.p95} ms, warm p50 ${search.warm.p50} ms, p95 ${search.warm.p95} ms`);
  const overHttp = {
    inject: async ({ url }: { method: 'GET'; url: string }) => {
      const response = await fetch(`${server.url}${url}`);
      const body: unknown = await response.json();
      return { statusCode: response.status, json: () => body };
    },
  };
  const relevance = await knownItemRelevance(overHttp, LIBRARY_KNOWN_ITEMS, citesExpected);
  log(`known items: MRR ${relevance.mrr}, ${relevance.firstShare} % first (${relevance.queries} queries)`);

  const documentPages = await timeOnce(pageSlugs.map((slug) => `/law-library/${encodeURIComponent(slug)}`));
  log(`document pages, first render (${pageSlugs.length}): p50 ${documentPages.p50} ms, p95 ${documentPages.p95} ms`);
  const home = await timeRepeated('/', 20);
  const categories = await timeRepeated('/api/documents/categories', 20);
  const sitemapIndex = Buffer.from(await expectOk('/sitemap.xml')).toString();
  const sitemapPaths = [...sitemapIndex.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  const sitemaps = await timeOnce(sitemapPaths);
  log(`sitemaps: ${sitemapPaths.length} pages, p95 ${sitemaps.p95} ms, max ${sitemaps.max} ms`);
  let adminDocuments = null;
  if (admin) {
    const token = await issueToken(admin.id, admin.token_version, SECRET);
    const headers = { authorization: `Bearer ${token}` };
    adminDocuments = await timeOnce(
      [
        // Pages deep into the list, and a search's pages (ranked results stop at the 1,000 most relevant).
        ...[1, 2, 50, 500, 4000].map((page) => `/api/admin/documents?page=${page}&limit=20`),
        ...[1, 2, 40].map((page) => `/api/admin/documents?page=${page}&limit=20&search=labor`),
      ],
      headers,
    );
  }
  const citationsPath = (slug: string) => `/api/documents/${encodeURIComponent(slug)}/citations`;
  const citationsCold = await timeOnce(citedSlugs.map(citationsPath));
  const citationsWarm = await timeOnce([...citedSlugs, ...citedSlugs, ...citedSlugs].map(citationsPath));
  log(`citations of the 50 most cited: cold p95 ${citationsCold.p95} ms, warm p95 ${citationsWarm.p95} ms`);
  const landmarks = [];
  for (const landmark of LANDMARK_CITATIONS) {
    const response = await fetch(`${server.url}/api/documents/resolve/${encodeURIComponent(landmark.citation)}`);
    const body = (await response.json()) as { data?: { document?: { citation: string | null } } };
    const found = body.data?.document?.citation ?? null;
    landmarks.push({
      ...landmark,
      status: response.status,
      found,
      ok: response.status === 200 && citesExpected(found, landmark.expected),
    });
  }
  log(`landmarks: ${landmarks.filter((landmark) => landmark.ok).length} of ${landmarks.length} resolve as expected`);
  Object.assign(report, {
    search: { cold: withoutPerQuery(search.cold), warm: withoutPerQuery(search.warm), queries: LIBRARY_QUERIES.length },
    relevance,
    documentPages,
    home,
    categories,
    sitemaps: { pages: sitemapPaths.length, ...sitemaps },
    adminDocuments,
    citations: { cold: citationsCold, warm: citationsWarm },
    landmarks,
  });
} finally {
  await server.stop();
}

const machine = {
  cpus: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
  node: process.version,
};
const output = {
  database: new URL(databaseUrl).pathname.slice(1),
  machine,
  figures,
  citedByAccuracy: accuracy,
  ...report,
};
console.log(JSON.stringify(output, null, json ? 0 : 2));

function withoutPerQuery<T extends { perQuery: number[] }>({ perQuery: _perQuery, ...summary }: T) {
  return summary;
}
