/** The generic author page and the 404 page for unknown addresses. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { checkAtBothWidths } from './public-helpers.ts';

describe.skipIf(skipE2e)('author page and 404', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a real 404 page inside the layout for an unknown address', async () => {
    await checkAtBothWidths(browser, '/no/such/page', (page) =>
      page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor(),
    );
    const page = await openPage(browser, '/no/such/page');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(await page.title()).toContain('Page Not Found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('shows the generic author page, which leads to the directory search for the name', async () => {
    await checkAtBothWidths(browser, '/authors/maria-clara-santos', (page) =>
      page.getByRole('heading', { name: 'Maria Clara Santos', level: 1 }).waitFor(),
    );
    const page = await openPage(browser, '/authors/maria-clara-santos');
    await page.getByRole('link', { name: 'Find in the Lawyers Directory' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/lawyers' && url.searchParams.get('search') === 'Maria Clara Santos',
    );
    await page.close();
  });
});
