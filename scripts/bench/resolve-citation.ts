/**
 * Resolver latency on a 100,000-document library (target: under 20 ms at the median on the API).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench/resolve-citation.ts
 *
 * Fills a throw-away schema with generate_series rows carrying realistic citation_keys (G.R. decisions, a few
 * sharing a number, consolidated numbers, SCRA reports, statutes), starts the real app on a port and times
 * GET /api/documents/resolve/{citation} over HTTP for a mix of address forms. The schema is dropped afterwards.
 */
import { openTestDatabase } from '@batas/db/test';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config/env.ts';

const TOTAL = 100_000;
const ROUNDS = 100;

const FILL = `
INSERT INTO documents (slug, title, document_type, court, citation, gr_number, date_decided, date_enacted, content, citation_keys, source)
SELECT
  CASE WHEN k < 7 THEN 'GR-' || n || '-' || to_char(d, 'YYYY-MM-DD') ELSE prefix || '-' || i END,
  CASE WHEN k < 7 THEN 'PEOPLE OF THE PHILIPPINES v. JUAN DELA CRUZ ' || i ELSE 'AN ACT NUMBER ' || i END,
  CASE k WHEN 7 THEN 'Republic Act' WHEN 8 THEN 'Presidential Decree' WHEN 9 THEN 'Executive Order' ELSE 'Supreme Court Decision' END,
  CASE WHEN k < 7 THEN 'Supreme Court' END,
  CASE WHEN k < 7 THEN 'G.R. No. ' || n || ', ' || to_char(d, 'FMMonth FMDD, YYYY') || ', ' || (i % 900 + 1) || ' SCRA ' || i
       ELSE label || ' No. ' || i END,
  CASE WHEN k < 7 THEN n::text END,
  CASE WHEN k < 7 THEN d END,
  CASE WHEN k >= 7 THEN d END,
  'The petition is DENIED. See G.R. No. ' || (100000 + (i * 31) % ${TOTAL}) || ' and Republic Act No. ' || (i % 11000) || '. SO ORDERED.',
  CASE WHEN k < 7 THEN ARRAY['gr:' || n, 'scra:' || (i % 900 + 1) || '-' || i]
         || CASE WHEN i % 50 = 0 THEN ARRAY['gr:' || (n + 500000)] ELSE '{}'::text[] END
       ELSE ARRAY[keyp || ':' || i] END,
  'bench'
FROM generate_series(1, ${TOTAL}) AS i,
  LATERAL (SELECT i % 10 AS k,
                  100000 + i - CASE WHEN i % 100 = 1 THEN 1 ELSE 0 END AS n,
                  date '1950-01-01' + (i * 7919 % 27000) AS d) AS x,
  LATERAL (SELECT CASE x.k WHEN 7 THEN 'REPUBLIC_ACT' WHEN 8 THEN 'PRESIDENTIAL_DECREE' ELSE 'EXECUTIVE_ORDER' END AS prefix,
                  CASE x.k WHEN 7 THEN 'Republic Act' WHEN 8 THEN 'Presidential Decree' ELSE 'Executive Order' END AS label,
                  CASE x.k WHEN 7 THEN 'ra' WHEN 8 THEN 'pd' ELSE 'eo' END AS keyp) AS y`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

async function main() {
  if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server');
  const db = await openTestDatabase({ target: 'postgres' });
  try {
    const started = Date.now();
    await db.query(FILL);
    // VACUUM flushes the GIN pending list a bulk insert leaves behind, as autovacuum does on a live library.
    await db.query('VACUUM ANALYZE documents');
    console.log(`filled ${TOTAL} documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const { rows } = await db.query<{ slug: string; n: string | null; date: string | null; citation: string }>(
      `SELECT slug, gr_number AS n, date_decided::text AS date, citation FROM documents
        WHERE document_type = 'Supreme Court Decision' ORDER BY md5(id::text) LIMIT ${ROUNDS}`,
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      DATA_DIR: '/tmp/batas-bench',
    });
    const app = await buildApp({ config, db });
    // Time inside the server too (Fastify's elapsedTime): the client-side figure includes the HTTP client.
    const serverTimes: number[] = [];
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith('/api/documents/resolve/')) serverTimes.push(reply.elapsedTime);
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const forms: Record<string, (row: (typeof rows)[number], index: number) => string> = {
      'stored slug': (row) => row.slug,
      'lower-case slug': (row) => row.slug.toLowerCase(),
      'date one day off': (row) =>
        `GR-${row.n}-${new Date(Date.parse(row.date!) + 86_400_000).toISOString().slice(0, 10)}`,
      'pasted G.R. No. (encoded)': (row) => encodeURIComponent(`G.R. No. ${row.n}`),
      'SCRA report': (row) => encodeURIComponent(/\d+ SCRA \d+/.exec(row.citation)![0]),
      'statute alias RA-n': (_row, index) => `RA-${index * 10 + 7}`,
      'shared number (300)': (_row, index) => `GR-${100000 + index * 100}`,
      'missing (404)': (_row, index) => `GR-${900000 + index}`,
    };
    const all: number[] = [];
    // The floor on this machine: a request that does no work (the host may be busy with other processes).
    const floor: number[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      floor.push(performance.now() - t0);
    }
    console.log(
      `${'GET /api/health (floor)'.padEnd(28)} median ${median(floor).toFixed(2)} ms  p95 ${p95(floor).toFixed(2)} ms`,
    );
    for (const [name, build] of Object.entries(forms)) {
      const times: number[] = [];
      const statuses = new Map<number, number>();
      for (const [index, row] of rows.entries()) {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/documents/resolve/${build(row, index + 1)}`);
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      all.push(...times);
      console.log(
        `${name.padEnd(28)} median ${median(times).toFixed(2)} ms  p95 ${p95(times).toFixed(2)} ms  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    }
    console.log(
      `ALL (${all.length} requests)`.padEnd(28),
      `median ${median(all).toFixed(2)} ms  p95 ${p95(all).toFixed(2)} ms`,
    );
    console.log(
      `${'server-side (elapsedTime)'.padEnd(28)} median ${median(serverTimes).toFixed(2)} ms  p95 ${p95(serverTimes).toFixed(2)} ms`,
    );
    // The same addresses again: bodies are now rendered and cached, as for any document read before.
    const warm: number[] = [];
    for (const [index, row] of rows.entries()) {
      for (const build of Object.values(forms)) {
        const t0 = performance.now();
        await (await fetch(`${base}/api/documents/resolve/${build(row, index + 1)}`)).arrayBuffer();
        warm.push(performance.now() - t0);
      }
    }
    console.log(
      `${'ALL again (bodies cached)'.padEnd(28)} median ${median(warm).toFixed(2)} ms  p95 ${p95(warm).toFixed(2)} ms`,
    );
    const plan = await db.query(
      `EXPLAIN (ANALYZE, COSTS OFF) SELECT id FROM documents WHERE slug = ANY($1::text[]) OR citation_keys @> ARRAY[$2]::text[]`,
      [['x'], 'gr:100123'],
    );
    console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
    await app.close();
  } finally {
    await db.close();
  }
}

await main();
