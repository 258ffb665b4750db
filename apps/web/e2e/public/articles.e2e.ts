/** /articles and /articles/{slug}. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../admin/admin-session.ts';
import { e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { blankPage, cards, checkAtBothWidths, fakeApi, metaDescription } from './public-helpers.ts';

type JsonLd = { '@type': string; itemListElement?: { url?: string }[]; headline?: string };
const jsonLd = async (page: Page): Promise<JsonLd[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
    (text) => JSON.parse(text) as JsonLd | JsonLd[],
  );

describe.skipIf(skipE2e)('articles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is accessible at both widths', async () => {
    const { search, slug, title } = e2eData().public.articles;
    await checkAtBothWidths(browser, `/articles?q=${search}`, (page) => cards(page).first().waitFor());
    await checkAtBothWidths(browser, `/articles/${slug}`, (page) =>
      page.getByRole('heading', { name: title, level: 1 }).waitFor(),
    );
  });

  it('searches with q, pages by 12 and adds breadcrumb and item-list structured data', async () => {
    const { search, count } = e2eData().public.articles;
    const page = await openPage(browser, `/articles?q=${search}`);
    expect(await page.getByLabel('Search articles').inputValue()).toBe(search);
    await page.getByText(`${count} articles`, { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(12);
    expect(await page.title()).toContain('Articles');
    expect((await metaDescription(page))?.length).toBeGreaterThan(40);

    const data = await jsonLd(page);
    expect(data.map((entry) => entry['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    const items = data[1]!.itemListElement!;
    expect(items).toHaveLength(12);
    for (const item of items) expect(item.url).toMatch(/\/articles\/katarungang-pambarangay-guide-\d+$/);

    const pager = page.getByRole('navigation', { name: 'Article pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await pager.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await expect.poll(() => cards(page).count()).toBe(count - 12);
    await page.close();
  });

  it('filters by category, practice area, level, premium and featured, and sorts', async () => {
    const { search } = e2eData().public.articles;
    const page = await openPage(browser, `/articles?q=${search}`);
    await cards(page).first().waitFor();
    await page.getByText('Premium only').click();
    await page.waitForURL((url) => url.searchParams.get('premium') === '1');
    await page.getByText('1 article', { exact: true }).waitFor();
    await page.getByText('Premium only').click();
    await page.getByText('Featured only').click();
    await page.waitForURL((url) => url.searchParams.get('featured') === '1' && !url.searchParams.has('premium'));
    await page.getByText('1 article', { exact: true }).waitFor();
    await page.getByText('Featured only').click();

    await chooseOption(page, 'Category', 'Family Law');
    await chooseOption(page, 'Practice area', 'Family Relations');
    await chooseOption(page, 'Level', 'Intermediate');
    await page.waitForURL(
      (url) => url.searchParams.get('level') === 'Intermediate' && url.searchParams.get('category') === 'Family Law',
    );
    await page.getByText('7 articles', { exact: true }).waitFor();

    await chooseOption(page, 'Sort by', 'Oldest');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'oldest');
    await expect
      .poll(() => cards(page).first().locator('h3').innerText())
      .toBe('Katarungang Pambarangay guide, part 2');
    await page.close();
  });

  it('says so when the list cannot be loaded, never inventing articles, and recovers on Try again', async () => {
    const page = await blankPage(browser);
    await fakeApi(page, /\/api\/articles(\?|$)/, { status: 500 });
    await page.goto('/articles');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load articles' });
    await failure.waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.unroute(/\/api\/articles(\?|$)/);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await failure.waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows an article with its metadata, canonical link, structured data and author link', async () => {
    const { slug, title } = e2eData().public.articles;
    const { fullProfile } = e2eData().public;
    const page = await openPage(browser, `/articles/${slug}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await page.title()).toContain(title);
    expect(await metaDescription(page)).toBe('How barangay conciliation works before going to court, part 14.');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/articles/${slug}$`));
    const [article] = await jsonLd(page);
    expect(article).toMatchObject({ '@type': 'Article', headline: title });
    expect(await page.getByRole('link', { name: fullProfile.name }).getAttribute('href')).toBe(
      `/lawyers/${fullProfile.rollNumber}`,
    );
    await page.getByText('Part 14: disputes between residents of the same city go first to the Lupon.').waitFor();
    await page.close();

    const missing = await openPage(browser, '/articles/no-such-article-here');
    await missing.getByText('Article not found').waitFor();
    await missing.close();
  });
});
