/**
 * npm run bench:page-weight -- [--json]
 *
 * The JavaScript each public page makes a first-time visitor download, gzipped, counted in a real Chromium against
 * the production build served by the real server (with the starter library, so a decision and a statute can be opened:
 * the document viewer is the heaviest public page). Also lists any admin chunk a public page loaded: there must be
 * none, and that a document page stays within its budget (the command exits 1 otherwise). See docs/performance.md.
 */
import { chromium } from 'playwright-core';
import { ensureWebBuild, webDist } from '../lib/ensure-web-build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/support/chromium.ts';
import { adminChunks, DOCUMENT_PAGE_BUDGET_KB, measurePageScripts } from '../../apps/web/e2e/support/page-scripts.ts';
import { readArgs } from './lib/bench-args.ts';
import { startServer } from './lib/start-server.ts';

const PUBLIC_PAGES = [
  '/',
  '/law-library',
  '/law-library/GR-L-63915-1985-04-24',
  '/law-library/REPUBLIC_ACT-10173',
  '/lawyers',
  '/articles',
  '/firms',
  '/jobs',
  '/citations',
];
const DOCUMENT_PAGES = new Set(['/law-library/GR-L-63915-1985-04-24', '/law-library/REPUBLIC_ACT-10173']);

const json = readArgs().has('json');
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));

ensureWebBuild();
const server = await startServer('pglite', 'page-weight', log, { seedDemo: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const pages: Array<{ path: string; scripts: number; gzipKb: number; rawKb: number; adminChunks: string[] }> = [];
try {
  for (const path of PUBLIC_PAGES) {
    const measured = await measurePageScripts(browser, `${server.url}${path}`);
    pages.push({
      path,
      scripts: measured.paths.length,
      gzipKb: measured.gzipKb,
      rawKb: measured.rawKb,
      adminChunks: adminChunks(measured.paths, webDist),
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

if (json) console.log(JSON.stringify({ pages }));
else {
  console.log('\npage            scripts   gzip KB    raw KB   admin chunks');
  for (const entry of pages) {
    console.log(
      `${entry.path.padEnd(36)} ${String(entry.scripts).padStart(7)} ${entry.gzipKb.toFixed(1).padStart(9)} ${entry.rawKb.toFixed(1).padStart(9)}   ${entry.adminChunks.join(', ') || 'none'}`,
    );
  }
}
const overBudget = pages.filter((entry) => DOCUMENT_PAGES.has(entry.path) && entry.gzipKb > DOCUMENT_PAGE_BUDGET_KB);
for (const entry of overBudget)
  log(`${entry.path}: ${entry.gzipKb} KB is over the ${DOCUMENT_PAGE_BUDGET_KB} KB budget`);
if (overBudget.length > 0 || pages.some((entry) => entry.adminChunks.length > 0)) process.exitCode = 1;
