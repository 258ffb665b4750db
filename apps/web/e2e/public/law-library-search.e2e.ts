/** /law-library with a keyword: each card shows where its document matched, the words marked; misspellings. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { cards, checkAtBothWidths } from './public-helpers.ts';

describe.skipIf(skipE2e)('law library search results', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the matched passage with the query’s words marked, as text', async () => {
    const { tanada } = e2eData().documents;
    const page = await openPage(browser, '/law-library?q=writ%20of%20mandamus');
    const card = cards(page).filter({ has: page.locator(`a[href^="/law-library/${tanada.slug}"]`) });
    const passage = card.getByTestId('search-passage');
    await passage.waitFor();
    expect(await passage.locator('mark').allInnerTexts()).toEqual(['writ', 'mandamus']);
    const text = await passage.innerText();
    expect(text).toContain('petitioners seek a writ of mandamus to compel');
    expect(text).not.toContain('<mark>');
    expect(text.length).toBeLessThanOrEqual(203);
    await page.close();
    await checkAtBothWidths(browser, '/law-library?q=writ%20of%20mandamus', (opened) =>
      opened.getByTestId('search-passage').first().waitFor(),
    );
  });

  it('shows the opening, not a passage, when there is no keyword', async () => {
    const page = await openPage(browser, '/law-library?category=supreme-court&year=1985');
    await cards(page).first().waitFor();
    expect(await page.getByTestId('search-passage').count()).toBe(0);
    await page.close();
  });

  it('says when a misspelled search was corrected', async () => {
    const { tanada } = e2eData().documents;
    const page = await openPage(browser, '/law-library?q=Tanada%20v.%20Tuverra');
    await page.getByText('No documents matched your spelling. Showing results for').waitFor();
    expect(await page.locator('#library-results strong').first().innerText()).toBe('Tanada v. Tuvera');
    await page.locator(`a[href^="/law-library/${tanada.slug}"]`).waitFor();
    await page.close();
  });
});
