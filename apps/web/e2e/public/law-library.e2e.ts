/** /law-library: search, filters in the URL, categories, cards, pages, states. */
import { cleanDocumentTitle } from '@batas/shared/names';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../admin/admin-session.ts';
import { e2eData, launchBrowser, navigateInApp, openPage, skipE2e } from '../support/browser.ts';
import { apiGet, cards, checkAtBothWidths, fakeApi } from './public-helpers.ts';

const params = (page: Page) => new URL(page.url()).searchParams;
const chip = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Active filters:' }).getByText(label, { exact: true });

describe.skipIf(skipE2e)('law library', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is accessible at both widths, with 1 column on a phone and 3 on a laptop', async () => {
    for (const [width, columns] of [
      [375, 1],
      [1280, 3],
    ] as const) {
      const page = await openPage(browser, '/law-library', width);
      await cards(page).nth(2).waitFor();
      const lefts = await cards(page).evaluateAll((items) =>
        items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(columns);
      await page.close();
    }
    await checkAtBothWidths(browser, '/law-library', (page) => cards(page).first().waitFor());
  });

  it('prefills q, runs the keyword on Enter or the icon, and keeps every filter in the URL', async () => {
    const page = await openPage(browser, '/law-library?q=personal%20information');
    await page.getByRole('heading', { name: 'Law Library', level: 1 }).waitFor();
    await page
      .getByText('Search Supreme Court decisions, Republic Acts and key issuances of the Philippines.')
      .waitFor();
    expect(await page.getByLabel('Keyword').inputValue()).toBe('personal information');
    const { dataPrivacyAct, tanada } = e2eData().documents;
    await page.locator(`a[href^="/law-library/${dataPrivacyAct.slug}"]`).waitFor();

    await page.getByLabel('Keyword').fill('mandamus publication');
    await page.getByLabel('Keyword').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'mandamus publication');
    await page.locator(`a[href^="/law-library/${tanada.slug}"]`).waitFor();

    await page.getByLabel('Keyword').fill('official gazette');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'official gazette');

    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('1985');
    await page.getByRole('textbox', { name: 'Year', exact: true }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('year') === '1985');

    await chooseOption(page, 'Court', 'Supreme Court');
    await page.waitForURL((url) => url.searchParams.get('court') === 'Supreme Court');
    await page.getByLabel('Law Category').and(page.locator('input')).fill('Constitutional Law');
    await page.getByLabel('Law Category').and(page.locator('input')).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('lawCategory') === 'Constitutional Law');

    // A reload (or a shared link) shows the same search.
    await page.reload();
    expect(await page.getByLabel('Keyword').inputValue()).toBe('official gazette');
    expect(await page.getByRole('textbox', { name: 'Year', exact: true }).inputValue()).toBe('1985');
    await chip(page, 'Court: Supreme Court').waitFor();
    await chip(page, 'Law Category: Constitutional Law').waitFor();
    await page.close();
  });

  it('lists the court options, and folds the filters (open by default on a laptop), the keyword staying', async () => {
    const page = await openPage(browser, '/law-library');
    await page.getByRole('textbox', { name: 'Court', exact: true }).click();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'All Courts',
      'Supreme Court',
      'Legislature',
      'Executive',
      'Constitutional',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Search & Filters', level: 2 }).waitFor();
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await page.getByRole('textbox', { name: 'Year', exact: true }).waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Keyword').isVisible()).toBe(true);
    await page.close();
  });

  it('applies quick picks and removable chips, each returning to page 1; Clear all resets everything', async () => {
    const page = await openPage(browser, '/law-library?q=act&year=2012&page=2&category=laws');
    await page.getByText('Republic Acts', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('type').join() === 'Republic Act');
    expect(params(page).get('page')).toBeNull();
    expect(params(page).get('category')).toBeNull();
    await chip(page, 'Type: Republic Acts').waitFor();

    await page.getByText('Court Decisions', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('type').join() === 'Decision,Supreme Court Decision');

    await page.getByRole('button', { name: 'Remove filter Year: 2012' }).click();
    await page.waitForURL((url) => !url.searchParams.has('year'));
    await chip(page, 'Search: act').waitFor();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('group', { name: 'Active filters:' }).waitFor({ state: 'detached' });
    await page.close();
  });

  it('counts every tab and subcategory, and narrows by category and subcategory', async () => {
    const categories =
      await apiGet<{ key: string; label: string; count: number; subcategories: { label: string; count: number }[] }[]>(
        '/documents/categories',
      );
    const page = await openPage(browser, '/law-library?page=2');
    const tabs = page.getByRole('group', { name: 'Document categories' });
    for (const category of categories) {
      const name = `${category.label} ${category.count.toLocaleString('en-US')}`;
      await tabs.getByRole('button', { name: new RegExp(`^${name}$`) }).waitFor();
    }
    expect(await tabs.innerText()).not.toContain('...');

    await tabs.getByRole('button', { name: 'Laws' }).click();
    await page.getByRole('menuitem').first().waitFor();
    const items = await page.getByRole('menuitem').allInnerTexts();
    const laws = categories.find((category) => category.key === 'laws')!;
    expect(items[0]).toBe('All Laws');
    // Each subcategory with its own count.
    for (const sub of laws.subcategories) expect(items).toContain(`${sub.label}\n${sub.count}`);
    await page.getByRole('menuitem', { name: 'Republic Acts' }).click();
    await page.waitForURL((url) => url.searchParams.get('sub') === 'republic-acts' && !url.searchParams.has('page'));
    await page.getByText('Viewing: Laws › Republic Acts').waitFor();
    await page.locator(`a[href^="/law-library/${e2eData().documents.dataPrivacyAct.slug}"]`).waitFor();
    const typeChips = () =>
      cards(page).evaluateAll((items) => [
        ...new Set(items.map((item) => item.querySelector('.mantine-Badge-root')?.textContent)),
      ]);
    await expect.poll(typeChips).toEqual(['Republic Act']);

    await tabs.getByRole('button', { name: 'Supreme Court' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'supreme-court');
    await page.getByText('Viewing: Supreme Court').waitFor();
    await page.getByRole('button', { name: 'View All Documents' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText('Viewing:').waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows cards as specified and links them by slug', async () => {
    const { tanada } = e2eData().documents;
    // Not a keyword search: the excerpt is then the opening of the text, not a highlighted snippet.
    const page = await openPage(browser, '/law-library?category=supreme-court&year=1985');
    const card = cards(page).filter({ has: page.locator(`a[href^="/law-library/${tanada.slug}"]`) });
    await card.waitFor();
    await card.getByRole('link', { name: cleanDocumentTitle(tanada.title) }).waitFor();
    expect(cleanDocumentTitle(tanada.title)).not.toBe(tanada.title); // the ALL-CAPS title was re-cased
    for (const text of [
      'Supreme Court Decision',
      'Supreme Court',
      '1985',
      'G.R. No. L-63915, April 24, 1985',
      'April 24, 1985',
    ]) {
      await card.getByText(text, { exact: true }).first().waitFor();
    }
    const excerpt = await card
      .locator('p')
      .filter({ hasText: /^Invoking/ })
      .innerText();
    expect(excerpt).toHaveLength(203);
    expect(excerpt.endsWith('...')).toBe(true);
    await page.close();

    const undated = await openPage(browser, '/law-library?q=ordinance%20regulating%20public%20markets');
    const undatedCard = cards(undated).filter({ hasText: 'Markets shall open' });
    await undatedCard.getByText('Unknown', { exact: true }).waitFor();
    await undated.close();
  });

  it('pages by 10, only when there is more than one page', async () => {
    const { pagination } = await apiGet<{ pagination: { totalPages: number; totalDocuments: number } }>(
      '/documents?limit=10',
    );
    expect(pagination.totalPages).toBeGreaterThan(1);
    const page = await openPage(browser, '/law-library');
    await cards(page).nth(9).waitFor();
    expect(await cards(page).count()).toBe(10);
    const pager = page.getByRole('navigation', { name: 'Document pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await pager.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.reload();
    await pager.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.close();

    const single = await openPage(browser, '/law-library?q=mandamus%20publication');
    await cards(single).first().waitFor();
    expect(await single.getByRole('navigation', { name: 'Document pages' }).count()).toBe(0);
    await single.close();
  });

  it('shows the loading, error and empty states', async () => {
    // Arriving from another page, the browser loads the list itself (a page from the server comes with its data).
    const slow = await openPage(browser, '/firms');
    await fakeApi(slow, /\/api\/documents\?/, { status: 500, delayMs: 1200 });
    await navigateInApp(slow, '/law-library');
    await slow.getByRole('status').filter({ hasText: 'Loading documents' }).waitFor();
    const failure = slow.getByRole('alert').filter({ hasText: 'Failed to load documents' });
    await failure.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 20_000 });
    expect(await cards(slow).count()).toBe(0);
    await slow.close();

    const empty = await openPage(browser, '/law-library?q=zzqxv%20nothing%20matches');
    await empty.getByText('No documents found for the selected criteria.').waitFor();
    await empty.close();
  });

  it('shows the tabs without numbers when the counts cannot be loaded: nothing stands in for them', async () => {
    // Arriving from another page, the browser loads the library's data itself.
    const page = await openPage(browser, '/');
    await fakeApi(page, /\/api\/documents\/categories/, { status: 500 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Law Library' }).click();
    await cards(page).first().waitFor();
    const tabs = page.getByRole('group', { name: 'Document categories' });
    await tabs.getByRole('button', { name: 'All Documents', exact: true }).waitFor();
    expect(await tabs.innerText()).not.toMatch(/\d/);
    expect(await page.getByText('Failed to load documents').count()).toBe(0);
    await page.close();
  });
});
