/** The home page: its sections and the five loads it makes. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, navigateInApp, openPage, skipE2e } from '../support/browser.ts';
import { apiGet, checkAtBothWidths, fakeApi, metaDescription } from './public-helpers.ts';

const TABS = [
  ['Documents', '/law-library', 'Search cases, laws, G.R. numbers and citations…'],
  ['Lawyers', '/lawyers', 'Search lawyers by name…'],
  ['Jobs', '/jobs', 'Search legal jobs by title or company…'],
  ['Articles', '/articles', 'Search legal articles and guides…'],
] as const;

const LIST_CALLS = /\/api\/(lawyers|documents|articles)(\?|$)/;

describe.skipIf(skipE2e)('home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('has the title, tagline, page title and meta description, and is accessible at both widths', async () => {
    await checkAtBothWidths(browser, '/', async (page) => {
      await page.getByRole('heading', { name: 'Find a Lawyer. Search the Law.', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Latest Articles' }).waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      expect(await page.title()).toContain('Find a Lawyer. Search the Law.');
      expect((await metaDescription(page))?.length).toBeGreaterThan(50);
    });
  });

  it('searches from each tab with q, and ignores blank text', async () => {
    for (const [tab, target, placeholder] of TABS) {
      const page = await openPage(browser, '/');
      await page.getByRole('tab', { name: tab }).click();
      const box = page.getByPlaceholder(placeholder);
      await box.fill('   ');
      await box.press('Enter');
      await page.waitForTimeout(200);
      expect(new URL(page.url()).pathname).toBe('/');
      await box.fill('data privacy');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === target && url.searchParams.get('q') === 'data privacy');
      await page.close();
    }
  });

  it('shows the three counts with thousands separators, linking to their pages', async () => {
    const [documents, lawyers, articles] = await Promise.all([
      apiGet<{ totalDocuments: number }>('/documents/stats'),
      apiGet<{ totalLawyers: number }>('/lawyers/stats/overview'),
      apiGet<{ pagination: { total: number } }>('/articles?limit=6'),
    ]);
    const page = await openPage(browser, '/');
    const expected = [
      [documents.totalDocuments, 'Documents', '/law-library'],
      [lawyers.totalLawyers, 'Lawyers', '/lawyers'],
      [articles.pagination.total, 'Articles', '/articles'],
    ] as const;
    for (const [count, label, href] of expected) {
      const tile = page.locator(`main a[href="${href}"]`).filter({ hasText: label }).first();
      await tile.getByText(count.toLocaleString('en-US'), { exact: true }).waitFor();
    }
    // The separators themselves (1,000 and up) are unit-tested in src/utils/text.test.ts: the test data is small.
    await page.close();
  });

  it('lists featured lawyers, popular documents and latest articles with their links', async () => {
    const page = await openPage(browser, '/');
    const section = (name: string) => page.getByRole('region', { name });
    const lawyers = section('Featured Lawyers');
    await lawyers.locator('article').first().waitFor();
    expect(await lawyers.locator('article').count()).toBeLessThanOrEqual(6);
    expect(await lawyers.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/lawyers');

    const documents = section('Popular in the Law Library');
    await documents.getByText('Most read this week').waitFor();
    await documents.locator('article').first().waitFor();
    for (const href of await documents
      .locator('article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/law-library(\/[^/]+)?$/);
    }
    const articles = section('Latest Articles');
    await articles.locator('article').first().waitFor();
    for (const href of await articles
      .locator('article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/articles\/[^/]+$/);
    }
    await page.close();
  });

  it('shows 3 placeholders per section while loading, then the empty texts', async () => {
    // Arriving from another page: the browser loads the home page's data itself.
    const page = await openPage(browser, '/firms');
    await fakeApi(page, LIST_CALLS, {
      delayMs: 1500,
      json: {
        success: true,
        data: { lawyers: [], documents: [], articles: [], pagination: { page: 1, pages: 0, total: 0, totalPages: 0 } },
      },
    });
    await navigateInApp(page, '/');
    await page.getByTestId('skeleton-card').first().waitFor();
    expect(await page.getByTestId('skeleton-card').count()).toBe(9);
    await page.getByText('No featured lawyers yet.').waitFor();
    await page.getByText('Nothing has been read this week yet.').waitFor();
    await page.getByText('No articles yet.').waitFor();
    expect(await page.getByText('Failed to load frontpage content.').count()).toBe(0);
    await page.close();
  });

  it('fails softly: each section still renders and says it could not be loaded, never that it is empty', async () => {
    const page = await openPage(browser, '/firms');
    await fakeApi(page, /\/api\/(lawyers|documents|articles)/, { status: 500 });
    await navigateInApp(page, '/');
    await page.getByText('Failed to load frontpage content.').waitFor({ timeout: 20_000 });
    for (const title of ['Featured Lawyers', 'Popular in the Law Library', 'Latest Articles'])
      await page.getByText(`${title} could not be loaded.`).waitFor();
    for (const empty of ['No featured lawyers yet.', 'Nothing has been read this week yet.', 'No articles yet.'])
      expect(await page.getByText(empty).count()).toBe(0);
    await page.close();
  });
});
