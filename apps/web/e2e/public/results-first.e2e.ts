/**
 * Results first on a phone: after a search on the library, the lawyer directory, jobs and firms, the first result
 * is on the first screen of a 390 × 844 phone, the filters folded behind one button that counts those in force;
 * and words naming a case the library lacks are answered at the top of the results.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, e2eData, launchBrowser, skipE2e, waitForApp } from '../support/browser.ts';
import { cards, expectAccessibleAndFitting, WIDTHS } from './public-helpers.ts';

const PHONE = { width: 390, height: 844 };

/** A page of the given size, opened at `path` and hydrated. */
async function openSized(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.goto(path);
  await waitForApp(page);
  return page;
}

/** The search box of each list page, and the words that find something in the e2e data. */
const PAGES = [
  { path: '/law-library', box: 'Keyword', words: () => 'mandamus publication', enter: true },
  { path: '/lawyers', box: 'Name', words: () => e2eData().public.directory.search, enter: true },
  { path: '/jobs', box: 'Search', words: () => 'bank', enter: false },
  { path: '/firms', box: 'Search', words: () => 'trademark', enter: false },
] as const;

async function search(page: Page, box: string, words: string, enter: boolean) {
  const input = page.getByRole('textbox', { name: box, exact: true });
  await input.fill(words);
  if (enter) await input.press('Enter');
  await page.waitForURL((url) => [...url.searchParams.values()].includes(words));
}

/** The first result's whole box lies within the first screen, nothing scrolled. */
async function expectFirstResultOnFirstScreen(page: Page) {
  // The library keeps the previous results, marked busy, until the new ones arrive.
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
  const heading = cards(page).first().locator('h3').first();
  // A page that searches as one types can still swap the list just after: the first card's heading is looked up
  // again until it has a box (it had none in a CI run, found in the list being replaced).
  let box: Awaited<ReturnType<typeof heading.boundingBox>> = null;
  await expect
    .poll(async () => {
      box = await heading.boundingBox();
      return box;
    })
    .not.toBeNull();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box!.y).toBeGreaterThan(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

describe.skipIf(skipE2e)('results first on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(PAGES)('$path: after a search the first result is on the first screen at 390 × 844', async (list) => {
    const page = await openSized(browser, list.path, PHONE);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect.poll(() => filters.getAttribute('aria-expanded')).toBe('false');
    await search(page, list.box, list.words(), list.enter);
    await expectFirstResultOnFirstScreen(page);
    await expectAccessibleAndFitting(page);
    // The folded filters open from their one button.
    await filters.click();
    await expect.poll(() => filters.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });

  it.each(WIDTHS)('the Filters button counts the filters in force, accessible at %i px', async (width) => {
    const pages = [
      ['/law-library?q=act&year=1985&court=Supreme%20Court', 'Filters (2)'],
      ['/lawyers?q=santos&practiceArea=Family&location=Iloilo', 'Filters (2)'],
      ['/jobs?q=counsel&location=Metro%20Manila&remote=1', 'Filters (2)'],
      ['/firms?q=law&location=Metro%20Manila', 'Filters (1)'],
    ] as const;
    for (const [path, label] of pages) {
      const page = await openSized(browser, path, { width, height: 900 });
      const button = page.getByRole('button', { name: label, exact: true });
      // Open on a laptop, folded on a phone.
      await expect.poll(() => button.getAttribute('aria-expanded'), { message: path }).toBe(String(width > 768));
      await expectAccessibleAndFitting(page);
      await page.close();
    }
  });

  it.each(WIDTHS)(
    'a G.R. number the library lacks, typed in the search box, is said at the top (%i px)',
    async (width) => {
      const page = await openSized(browser, '/law-library', { width, height: width < 768 ? PHONE.height : 900 });
      await search(page, 'Keyword', 'G.R. No. 101083', true);
      const notice = page.getByRole('region', { name: 'Not in the library' });
      await notice.waitFor();
      await notice.getByText('The library does not hold G.R. No. 101083 yet.').waitFor();
      await notice.getByRole('link', { name: 'Search the library for “101083”' }).waitFor();
      // At the top of the results, on the first screen.
      const top = await page.locator('#library-results').evaluate((results) => results.firstElementChild?.id);
      expect(top).toBe('not-in-library');
      const box = await notice.getByRole('heading', { name: 'Not in the library' }).boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(width < 768 ? PHONE.height : 900);
      await expectAccessibleAndFitting(page);
      await page.close();
    },
  );
});
