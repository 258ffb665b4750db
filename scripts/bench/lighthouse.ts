/**
 * npm run bench:lighthouse -- [--json]
 *
 * Lighthouse (mobile: its default emulated phone, slow 4G and 4× CPU throttling) on the public pages people land
 * on: home, the library, a decision, a statute, a lawyer's profile and an article, against the production build
 * served by the real server on an embedded database holding the starter library and the demo data. Driven through
 * the system Chromium. Reports performance, accessibility and SEO scores and the page's LCP, TBT, CLS and
 * JavaScript; exits 1 when a page misses a target (performance ≥ 0.9, accessibility 1, SEO ≥ 0.95, LCP ≤ 2.5 s).
 * See docs/performance.md.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../lib/ensure-web-build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/support/chromium.ts';
import { readArgs } from './lib/bench-args.ts';
import { startServer } from './lib/start-server.ts';

const TARGETS = { performance: 0.9, accessibility: 1, seo: 0.95, lcpMs: 2500 };
const json = readArgs().has('json');
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));

ensureWebBuild();
const server = await startServer('pglite', 'lighthouse', log, { seedDemo: true });
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless').concat('--headless=new'),
});
const results: Array<Record<string, unknown>> = [];
try {
  const pages = await pagesToAudit(server.url);
  for (const [label, path] of pages) {
    // A first run warms the server's caches and the renderer; the second is the one reported.
    await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const run = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const lhr = run!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts =
      (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
    const jsKb =
      scripts
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;
    const row = {
      page: label,
      path,
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      seo: lhr.categories.seo?.score ?? 0,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      jsTransferKb: Math.round(jsKb * 10) / 10,
      failedAudits: [
        ...Object.values(lhr.categories.accessibility?.auditRefs ?? []),
        ...Object.values(lhr.categories.seo?.auditRefs ?? []),
      ]
        .map((ref) => lhr.audits[ref.id])
        .filter((item) => item && item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
        .map((item) => item!.id),
    };
    results.push(row);
    log(
      `${label.padEnd(16)} perf ${row.performance.toFixed(2)}  a11y ${row.accessibility.toFixed(2)}  seo ${row.seo.toFixed(2)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.jsTransferKb} KB${row.failedAudits.length ? `  failing: ${row.failedAudits.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
if (json) console.log(JSON.stringify({ targets: TARGETS, pages: results }));
const missed = results.filter(
  (row) =>
    Number(row.performance) < TARGETS.performance ||
    Number(row.accessibility) < TARGETS.accessibility ||
    Number(row.seo) < TARGETS.seo ||
    Number(row.lcpMs) > TARGETS.lcpMs,
);
if (missed.length > 0) {
  log(`missed a target: ${missed.map((row) => row.page).join(', ')}`);
  process.exitCode = 1;
}

/** The pages, found in the demo data through the API (the starter library's Tañada v. Tuvera and R.A. 10173). */
async function pagesToAudit(url: string): Promise<Array<[string, string]>> {
  const get = async <T>(path: string) => ((await (await fetch(`${url}${path}`)).json()) as { data: T }).data;
  const lawyers = await get<{ lawyers: Array<{ rollNumber: string }> }>('/api/lawyers?verified=true&limit=1');
  const articles = await get<{ articles: Array<{ slug: string }> }>('/api/articles?limit=1');
  return [
    ['home', '/'],
    ['library', '/law-library'],
    ['decision', '/law-library/GR-L-63915-1985-04-24'],
    ['statute', '/law-library/REPUBLIC_ACT-10173'],
    ['lawyer profile', `/lawyers/${lawyers.lawyers[0]!.rollNumber}`],
    ['article', `/articles/${articles.articles[0]!.slug}`],
  ];
}
