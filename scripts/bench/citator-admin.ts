/**
 * DATABASE_URL=postgres://… npm run bench:citator-admin -- [--passes 5] [--json]
 *
 * Admin → Citator on a whole library, read-only (every connection opens its transactions read-only, so it may be
 * pointed at a library that must not be written): how long the library's health figures take to count (what each
 * crosswalk build and the page's "Take the figures again" run; the page itself reads them stored), and the
 * crosswalk review's list under each filter (GET /api/admin/citator/pages, first and a deep page).
 */
import { computeLibraryHealth } from '@batas/db/citator';
import { openDatabase } from '@batas/db';
import { REVIEW_FILTERS } from '@batas/shared/contracts/admin-citator';
import { listReportPages } from '../../apps/api/src/services/citator/list-report-pages.ts';
import { intArg, readArgs } from './lib/bench-args.ts';
import { summarize } from './lib/percentiles.ts';

const args = readArgs();
const passes = intArg(args, 'passes', 5);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:citator-admin: set DATABASE_URL to the library to measure');
const readOnly = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c default_transaction_read_only=on')}`;
const db = await openDatabase({ databaseUrl: readOnly, maxConnections: 2 });

async function time(run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

try {
  const size = await db.query<{ documents: number; citations: number; pages: number }>(
    `SELECT (SELECT count(*)::int FROM documents) AS documents, (SELECT count(*)::int FROM document_citations) AS citations,
            (SELECT count(*)::int FROM report_pages) AS pages`,
  );
  const results: Record<string, ReturnType<typeof summarize>> = {};
  results.health = summarize(await time(() => computeLibraryHealth(db)));
  for (const filter of REVIEW_FILTERS) {
    results[`pages ${filter}`] = summarize(await time(() => listReportPages(db, { filter, page: 1, limit: 20 })));
    results[`pages ${filter} p.50`] = summarize(await time(() => listReportPages(db, { filter, page: 50, limit: 20 })));
  }
  const report = { ...size.rows[0], passes, results };
  if (args.has('json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`${JSON.stringify(size.rows[0])}, ${passes} passes (ms: first pass is max)`);
    for (const [name, summary] of Object.entries(results))
      console.log(`${name.padEnd(24)} p50 ${summary.p50}  p95 ${summary.p95}  max ${summary.max}`);
  }
} finally {
  await db.close();
}
