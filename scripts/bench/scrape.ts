/**
 * `npx tsx scripts/bench/scrape.ts`: a job for 100 documents against a local LawPhil-shaped site with a 500 ms
 * delay (the delay, not the code, should set the pace: ~50 s), and the parse time per page over the real saved
 * LawPhil pages and the synthetic ones.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { startJobRunner } from '../../apps/worker/src/index.ts';
import { lawphilAdapter } from '../../apps/worker/src/jobs/adapters/lawphil-adapter.ts';
import { checkedHtml } from '../../apps/worker/src/sources/base-source.ts';
import { startFixtureServer } from '../../apps/worker/test/support/fixture-server.ts';
import { syntheticSite } from '../../apps/worker/test/support/synthetic-lawphil.ts';
import { openMemoryDatabase } from '../../apps/worker/test/support/test-database.ts';
import { queueJob, waitForJob } from '../../apps/worker/test/support/scrape-jobs.ts';

const { files, laws } = syntheticSite({ 'republic-acts': 100 });
const site = await startFixtureServer({ files });
const db = await openMemoryDatabase();
const id = await queueJob(db, ['republic-acts'], { delay: 500, maxDocuments: 100 });
const started = Date.now();
const runner = startJobRunner(db, { lawphilBaseUrl: site.url, pollIntervalMs: 100 });
const job = await waitForJob(db, id, ['completed', 'failed'], 300_000);
const seconds = (Date.now() - started) / 1000;
await runner.stop();
console.log(`job: ${job.status}, ${job.progress_completed}/${job.progress_total} documents, ${JSON.stringify(job.results)}`);
console.log(`wall time ${seconds.toFixed(1)} s for ${site.requests.length} requests at a 500 ms delay (floor ${(site.requests.length - 1) * 0.5} s)`);

function timeParse(label: string, pages: Array<{ html: string; category: 'republic-acts' | 'acts' | 'supreme-court-decisions' | 'constitutions' }>) {
  const t0 = performance.now();
  for (const page of pages) lawphilAdapter.parseDocument(page.html, 'https://lawphil.net/x.html', { category: page.category, baseUrl: 'https://lawphil.net' }, null);
  console.log(`${label}: ${((performance.now() - t0) / pages.length).toFixed(1)} ms per page (${pages.length} pages)`);
}
timeParse('synthetic RA pages', laws.map((law) => ({ html: checkedHtml('x', files.get(law.path)!, 'text/html'), category: 'republic-acts' as const })));
const dir = '/work/shared/fixtures/source-pages/lawphil/';
const real = readdirSync(dir).flatMap((name) => {
  const category = name.startsWith('gr_') ? 'supreme-court-decisions' : name.startsWith('ra-') ? 'republic-acts' : name.startsWith('act-') ? 'acts' : name.startsWith('constitution') ? 'constitutions' : null;
  return category ? [{ html: checkedHtml(name, readFileSync(dir + name), undefined), category } as const] : [];
});
timeParse('real saved LawPhil document pages', real);
await site.close();
await db.close();
