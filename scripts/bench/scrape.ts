/**
 * `npx tsx scripts/bench/scrape.ts`: a job for 100 documents against a local LawPhil-shaped site (the tests'
 * fixture server) with a 500 ms delay (the delay, not the code, should set the pace: ~50 s), then the parse time
 * per page: the synthetic pages, the mini sites of both sources (every category) and the real saved pages.
 * A benchmark to run by hand, not a timed test: shared CI machines make wall-clock assertions flaky.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { startJobRunner } from '../../apps/worker/src/index.ts';
import { checkedHtml } from '../../apps/worker/src/sources/base-source.ts';
import { parserForCategory } from '../../apps/worker/src/sources/index.ts';
import { startFixtureServer } from '../../apps/worker/test/support/fixture-server.ts';
import { expectedFixtureDocuments } from '../../apps/worker/test/support/fixture-sites.ts';
import { syntheticSite } from '../../apps/worker/test/support/synthetic-lawphil.ts';
import { openMemoryDatabase } from '../../apps/worker/test/support/test-database.ts';
import { queueJob, waitForJob } from '../../apps/worker/test/support/scrape-jobs.ts';
import { REAL_PAGES_DIR, SITE_BASE_URLS, SITES_DIR } from '../../apps/worker/test/unit/sources/helpers/paths.ts';

const { files, laws } = syntheticSite({ 'republic-acts': 100 });
const site = await startFixtureServer({ files });
const db = await openMemoryDatabase();
const id = await queueJob(db, ['republic-acts'], { delay: 500, maxDocuments: 100 });
const started = Date.now();
const runner = startJobRunner(db, { lawphilBaseUrl: site.url, pollIntervalMs: 100 });
const job = await waitForJob(db, id, ['completed', 'failed'], 300_000);
const seconds = (Date.now() - started) / 1000;
await runner.stop();
console.log(
  `job: ${job.status}, ${job.progress_completed}/${job.progress_total} documents, ${JSON.stringify(job.results)}`,
);
console.log(
  `wall time ${seconds.toFixed(1)} s for ${site.requests.length} requests at a 500 ms delay (floor ${((site.requests.length - 1) * 0.5).toFixed(1)} s)`,
);

interface Page {
  html: string;
  url: string;
  category: ScrapingCategorySlug;
}

/** parseDocument only: bytes are decoded and checked (checkedHtml) beforehand, outside the timing. */
function timeParse(label: string, pages: Page[], rounds = 5) {
  const t0 = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const page of pages)
      parserForCategory(page.category).parseDocument(page.html, page.url, {
        category: page.category,
        baseUrl: new URL(page.url).origin,
      });
  }
  console.log(
    `${label}: ${((performance.now() - t0) / (pages.length * rounds)).toFixed(2)} ms per page (${pages.length} pages × ${rounds})`,
  );
}
const decoded = (bytes: Uint8Array) => checkedHtml('bench', bytes, 'text/html');

timeParse(
  'synthetic RA pages',
  laws.map((law) => ({
    html: decoded(files.get(law.path)!),
    url: `https://lawphil.net${law.path}`,
    category: 'republic-acts' as const,
  })),
);
timeParse(
  'mini-site document pages, 19 categories',
  expectedFixtureDocuments(SITE_BASE_URLS).map((doc) => ({
    html: decoded(readFileSync(`${SITES_DIR}/${doc.source}${doc.path}`)),
    url: doc.fields.sourceUrl,
    category: doc.category,
  })),
);
const dir = `${REAL_PAGES_DIR}/lawphil/`;
const real = readdirSync(dir).flatMap((name): Page[] => {
  const category = name.startsWith('gr_')
    ? 'supreme-court-decisions'
    : name.startsWith('ra-')
      ? 'republic-acts'
      : name.startsWith('act-')
        ? 'acts'
        : name.startsWith('constitution')
          ? 'constitutions'
          : null;
  return category
    ? [{ html: checkedHtml(name, readFileSync(dir + name), undefined), url: `https://lawphil.net/${name}`, category }]
    : [];
});
timeParse('real saved LawPhil document pages', real);
await site.close();
await db.close();
