/**
 * npm run bench:page-weight -- [--json]
 *
 * The JavaScript each public page makes a first-time visitor download, gzipped, counted in a real Chromium against
 * the production build served by the real server (with the starter library, so a decision and a statute can be opened:
 * the document viewer is the heaviest public page). Also lists any admin chunk a public page loaded: there must be
 * none. See docs/performance.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureWebBuild, webDist } from '../lib/ensure-web-build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/support/chromium.ts';
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
// Back-office source files: a chunk whose source map lists one of them carries admin code.
const ADMIN_SOURCE = /\/src\/(app\/routes\/admin|features\/admin-|features\/scraping)\//;

const json = readArgs().has('json');
const log = (line: string) => (json ? process.stderr.write(`${line}\n`) : console.log(line));

ensureWebBuild();
const server = await startServer('pglite', 'page-weight', log, { seedDemo: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const pages: Array<{ path: string; scripts: number; gzipKb: number; rawKb: number; adminChunks: string[] }> = [];
try {
  for (const path of PUBLIC_PAGES) {
    // A new context per page: an empty cache, as for a first visit.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const bodies: Array<Promise<{ url: string; bytes: Buffer }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().then((bytes) => ({ url: response.url(), bytes })));
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    pages.push({
      path,
      scripts: scripts.length,
      gzipKb: kb(scripts.reduce((sum, script) => sum + gzipSync(script.bytes, { level: 9 }).length, 0)),
      rawKb: kb(scripts.reduce((sum, script) => sum + script.bytes.length, 0)),
      adminChunks: scripts.map((script) => new URL(script.url).pathname).filter(carriesAdminCode),
    });
    await context.close();
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
if (pages.some((entry) => entry.adminChunks.length > 0)) process.exitCode = 1;

/** Reads the chunk's source map from the build (Vite writes one beside each chunk). */
function carriesAdminCode(pathname: string): boolean {
  const map = join(webDist, `${pathname}.map`);
  if (!existsSync(map)) return false;
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.some((source) => ADMIN_SOURCE.test(source));
}

function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
