/**
 * The generic author page and the 404 page for unknown addresses, as laid out in a browser. What they say and where
 * their links lead is checked without a browser (apps/web/test/pages/not-found-author.test.tsx).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, skipE2e } from '../support/browser.ts';
import { checkAtWidth, WIDTHS } from './public-helpers.ts';

describe.skipIf(skipE2e)('author page and 404', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(WIDTHS)('shows the 404 page accessible and fitting at %i px', (width) =>
    checkAtWidth(browser, '/no/such/page', width, (page) =>
      page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor(),
    ),
  );

  it.each(WIDTHS)('shows the generic author page accessible and fitting at %i px', (width) =>
    checkAtWidth(browser, '/authors/maria-clara-santos', width, (page) =>
      page.getByRole('heading', { name: 'Maria Clara Santos', level: 1 }).waitFor(),
    ),
  );
});
