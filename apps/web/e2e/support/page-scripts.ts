import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Budget for the heaviest public page, a document (issue 14): JavaScript a first visit downloads, gzipped. */
export const DOCUMENT_PAGE_BUDGET_KB = 150;

// Back-office source files: a chunk whose source map lists one of them carries admin code.
const ADMIN_SOURCE = /\/src\/(app\/routes\/admin|features\/admin-|features\/scraping)\//;

export interface PageScripts {
  /** Each script's path on the server, in the order the browser received them. */
  paths: string[];
  gzipKb: number;
  rawKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Every script a first-time visitor's browser downloads for a page: a new context (an empty cache), until the
 * network is idle, so scripts the page loads after its first paint or after hydration count too. Each is gzipped
 * at level 9 on its own, as the build's .gz copies are served.
 */
export async function measurePageScripts(browser: Browser, url: string, width = 1280): Promise<PageScripts> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    const bodies: Array<Promise<{ path: string; bytes: Buffer }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().then((bytes) => ({ path: new URL(response.url()).pathname, bytes })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    return {
      paths: scripts.map((script) => script.path),
      gzipKb: kb(scripts.reduce((sum, script) => sum + gzipSync(script.bytes, { level: 9 }).length, 0)),
      rawKb: kb(scripts.reduce((sum, script) => sum + script.bytes.length, 0)),
    };
  } finally {
    await context.close();
  }
}

/** The scripts among `paths` whose source maps (Vite writes one beside each chunk in `distDir`) list admin code. */
export function adminChunks(paths: readonly string[], distDir: string): string[] {
  return paths.filter((path) => {
    const map = join(distDir, `${path}.map`);
    if (!existsSync(map)) return false;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.some((source) => ADMIN_SOURCE.test(source));
  });
}
