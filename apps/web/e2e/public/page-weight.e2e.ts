/**
 * What a first visit to a document downloads: a real decision and a real statute (long texts, so the citator's
 * panels wait below the first screen, as they do for most of the library) stay within the document page's budget of
 * gzipped JavaScript, and no public page loads back-office code. `npm run bench:page-weight` gives every page's
 * figures on the starter library.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDist } from '../../../../scripts/lib/ensure-web-build.mjs';
import { baseUrl, e2eData, launchBrowser, skipE2e } from '../support/browser.ts';
import { adminChunks, DOCUMENT_PAGE_BUDGET_KB, measurePageScripts } from '../support/page-scripts.ts';

describe.skipIf(skipE2e)('page weight', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([375, 1280])(
    'a decision and a statute each ship at most the budget of gzipped JavaScript, at %i px',
    async (width) => {
      const { headedDecision, civilCode } = e2eData().viewer;
      for (const slug of [headedDecision.slug, civilCode.slug]) {
        const measured = await measurePageScripts(browser, `${baseUrl()}/law-library/${slug}`, width);
        expect(measured.paths.length, slug).toBeGreaterThan(0);
        expect(measured.gzipKb, slug).toBeLessThanOrEqual(DOCUMENT_PAGE_BUDGET_KB);
        expect(adminChunks(measured.paths, webDist), slug).toEqual([]);
      }
    },
  );

  it('loads no back-office code on the other public pages', async () => {
    for (const path of ['/', '/law-library', '/lawyers', '/articles', '/firms', '/jobs', '/citations']) {
      const measured = await measurePageScripts(browser, `${baseUrl()}${path}`);
      expect(measured.paths.length, path).toBeGreaterThan(0);
      expect(adminChunks(measured.paths, webDist), path).toEqual([]);
    }
  });
});
