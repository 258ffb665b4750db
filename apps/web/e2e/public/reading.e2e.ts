/**
 * Issue 17, reading and library states: failures said as such, the server's own reasons for refused filters, real
 * category counts, filters folded on phones, the sticky find bar, decision headings, a law's contents and anchors,
 * titles and labels of every viewer state, plurals, and no React Router warnings. At 375 and 1280 px, axe clean.
 */
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, e2eData, launchBrowser, navigateInApp, openPage, skipE2e } from '../support/browser.ts';
import { signInAdmin } from '../admin/admin-session.ts';
import { WIDTHS, cards, expectAccessibleAndFitting, fakeApi } from './public-helpers.ts';

const yearField = (page: Page) => page.getByRole('textbox', { name: 'Year', exact: true });

describe.skipIf(skipE2e)('reading and library states', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('articles: a failed request shows an error with Try again, never made-up articles', async () => {
    for (const width of WIDTHS) {
      const page = await openPage(browser, '/firms', width);
      await fakeApi(page, /\/api\/articles(\?|$)/, { status: 503 });
      await navigateInApp(page, '/articles');
      const failure = page.getByRole('alert').filter({ hasText: 'Failed to load articles' });
      await failure.getByRole('button', { name: 'Try again' }).waitFor();
      expect(await cards(page).count()).toBe(0);
      await expectAccessibleAndFitting(page);
      await page.close();
    }
  });

  it("library: a refused year shows the server's own reason, in the results and under the field", async () => {
    for (const width of WIDTHS) {
      // Server-rendered with the refused filter: the reason is in the page, not a generic failure.
      const page = await openPage(browser, '/law-library?year=1700', width);
      const refused = page.getByRole('alert').filter({ hasText: 'These filters cannot be searched' });
      await refused.getByText('Year: must be 1800 or later').waitFor();
      expect(await page.getByText('Failed to load documents').count()).toBe(0);
      await expectAccessibleAndFitting(page);

      // Letters are kept and answered, not dropped.
      await navigateInApp(page, '/law-library');
      await cards(page).first().waitFor();
      if (width < 768) await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await yearField(page).fill('abcd');
      await yearField(page).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('year') === 'abcd');
      await refused.getByText('Year: must be a year').waitFor();
      expect(await yearField(page).getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Year: must be a year', { exact: true }).first().waitFor();
      await page.close();
    }
  });

  it('library: every category tab shows its real count', async () => {
    const response = await fetch(`${baseUrl()}/api/documents/categories`);
    const categories = (await response.json()).data as { label: string; count: number }[];
    for (const width of WIDTHS) {
      const page = await openPage(browser, '/law-library', width);
      // On a phone the tabs are folded with the other filters.
      if (width < 768) await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const tabs = page.getByRole('group', { name: 'Document categories' });
      for (const category of categories) {
        await tabs.getByRole('button', { name: `${category.label} ${category.count}`, exact: true }).waitFor();
      }
      expect(await tabs.innerText()).not.toContain('...');
      await expectAccessibleAndFitting(page);
      await page.close();
    }
  });

  it('library: on a phone the filters start folded and the results are on the first screen', async () => {
    const phone = await openPage(browser, '/law-library', 375);
    const toggle = phone.getByRole('button', { name: 'Filters', exact: true });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // The keyword stays in sight; the filters fold.
    expect(await phone.getByLabel('Keyword').isVisible()).toBe(true);
    expect(await yearField(phone).isVisible()).toBe(false);
    const firstCard = await cards(phone).first().boundingBox();
    expect(firstCard!.y).toBeLessThan(900);
    await toggle.click();
    await yearField(phone).waitFor();
    await expectAccessibleAndFitting(phone);
    await phone.close();

    // The server's HTML, before any script: folded by CSS on a phone, open on a desktop.
    for (const [width, visible] of [
      [375, false],
      [1280, true],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/law-library`);
      expect(await page.getByLabel('Keyword').isVisible()).toBe(true);
      expect(await yearField(page).isVisible()).toBe(visible);
      await context.close();
    }
  });

  it("a law: contents and anchors; /law-library/REPUBLIC_ACT-386#art-19 opens at the Civil Code's Article 19", async () => {
    const { civilCode } = e2eData().viewer;
    const html = await (await fetch(`${baseUrl()}/law-library/REPUBLIC_ACT-386`)).text();
    expect(html).toContain('id="art-19"');
    expect(html).toMatch(/<nav aria-label="Contents"[^>]*>[\s\S]*href="#book-1"/);
    for (const width of WIDTHS) {
      const page = await openPage(browser, '/law-library/REPUBLIC_ACT-386#art-19', width);
      await page.waitForURL((url) => url.pathname === `/law-library/${civilCode.slug}` && url.hash === '#art-19');
      const article = page.locator('#art-19');
      await expect.poll(async () => (await article.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      const box = (await article.boundingBox())!;
      expect(box.y).toBeLessThan(400);
      expect(await article.innerText()).toMatch(/^ARTICLE 19\. Every person must/);

      const contents = page.getByRole('navigation', { name: 'Contents' });
      const bookLink = contents.getByRole('link', { name: 'BOOK I · Persons' });
      // Open on a desktop, folded on a phone until asked.
      if (width < 768) {
        expect(await bookLink.isVisible()).toBe(false);
        await contents.getByText('Contents', { exact: true }).click();
      }
      await bookLink.click();
      await page.waitForURL((url) => url.hash === '#book-1');
      await page.getByRole('heading', { level: 2, name: 'BOOK I Persons' }).waitFor();
      await expect.poll(async () => (await page.locator('#book-1').boundingBox())?.y ?? -1).toBeLessThan(400);
      await page.getByRole('heading', { level: 3, name: 'CHAPTER 2 Human Relations (n)' }).waitFor();
      await expectAccessibleAndFitting(page);
      await page.close();
    }
  });

  it('the find bar stays in view while the reader types and scrolls', async () => {
    for (const width of WIDTHS) {
      const page = await openPage(browser, `/law-library/${e2eData().viewer.civilCode.slug}`, width);
      const find = page.getByRole('textbox', { name: 'Search in this document' });
      await find.fill('damage');
      await page
        .getByTestId('find-status')
        .filter({ hasText: /of \d+/ })
        .waitFor();
      await page.getByRole('button', { name: 'Next match' }).click();
      await page.evaluate(() => window.scrollBy(0, 3000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
      // Right under the site's sticky header, and not behind it: the point at the field's centre is the field.
      const bar = (await page.getByTestId('find-bar').boundingBox())!;
      const header = (await page.locator('header').first().boundingBox())!;
      expect(Math.abs(bar.y - (header.y + header.height))).toBeLessThan(2);
      const field = (await find.boundingBox())!;
      const atCentre = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('aria-label'),
        [field.x + field.width / 2, field.y + field.height / 2],
      );
      expect(atCentre).toBe('Search in this document');
      await page.close();
    }
  });

  it("a decision's sub-headings are headings, the dispositive paragraph is set apart", async () => {
    for (const width of WIDTHS) {
      const page = await openPage(browser, `/law-library/${e2eData().viewer.headedDecision.slug}`, width);
      const body = page.getByTestId('document-body');
      await body.getByRole('heading', { level: 2, name: 'D E C I S I O N' }).waitFor();
      for (const name of ['The Facts', 'The Issues', 'Ruling of the Court']) {
        await body.getByRole('heading', { level: 3, name, exact: true }).waitFor();
      }
      expect(await body.locator('.doc-dispositive').first().innerText()).toMatch(/^WHEREFORE/);
      await page.getByRole('navigation', { name: 'Contents' }).waitFor();
      await expectAccessibleAndFitting(page);
      await page.close();
    }
  });

  it('every viewer state has its own tab title; the choice page reads as words, with no Print button', async () => {
    for (const width of WIDTHS) {
      const choice = await openPage(browser, `/law-library/${e2eData().viewer.shared.citation}`, width);
      await choice.getByRole('heading', { level: 1, name: 'Several documents match' }).waitFor();
      expect(await choice.title()).toBe('Several documents match: G.R. No. 300301 | Batas');
      expect(await choice.getByRole('button', { name: 'Print' }).count()).toBe(0);
      expect(await choice.locator('main').innerText()).not.toContain('GR-300301');
      await expectAccessibleAndFitting(choice);
      await choice.close();

      const missing = await openPage(browser, '/law-library/EXECUTIVE_ORDER-65', width);
      await missing.getByRole('heading', { level: 1 }).waitFor();
      expect(await missing.title()).toBe('Not in the library: Executive Order No. 65 | Batas');
      expect(await missing.locator('main').innerText()).not.toContain('EXECUTIVE_ORDER');
      expect(await missing.getByRole('button', { name: 'Print' }).count()).toBe(0);
      await missing.close();

      const unknown = await openPage(browser, '/law-library/zzqx-wvut-plok', width);
      await unknown.getByRole('heading', { name: 'Document Not Found' }).waitFor();
      expect(await unknown.title()).toBe('Document Not Found | Batas');
      await expectAccessibleAndFitting(unknown);
      await unknown.close();
    }
    // The server's <title>, before any script runs.
    const html = await (await fetch(`${baseUrl()}/law-library/zzqx-wvut-plok`)).text();
    expect(html).toContain('<title>Document Not Found | Batas</title>');
  });

  it('counts read in the right number: 1 document, never 1 documents or 1 views', async () => {
    const page = await openPage(browser, '/law-library?q=mandamus%20publication');
    await page.getByText('1 document', { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\b1 (documents|views|likes)\b/);
    await navigateInApp(page, '/articles');
    await cards(page).first().waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/(^|\D)1 (views|likes|articles)\b/);
    await page.close();
  });

  it('React Router says nothing: no flushSync warning on filter changes, no HydrateFallback warning on admin loads', async () => {
    const warnings: string[] = [];
    const listen = (page: Page) =>
      page.on('console', (message: ConsoleMessage) => {
        if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
      });
    const library = await openPage(browser, '/law-library');
    listen(library);
    await library
      .getByRole('group', { name: 'Document categories' })
      .getByRole('button', { name: /^Supreme Court/ })
      .click();
    await library.waitForURL((url) => url.searchParams.get('category') === 'supreme-court');
    await library.getByRole('button', { name: /^All Documents/ }).click();
    await library.waitForURL((url) => !url.searchParams.has('category'));
    await library.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const login = await context.newPage();
    listen(login);
    await login.goto('/admin/login');
    await login.getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
    const admin = await signInAdmin(browser, 'superAdmin');
    listen(admin);
    await admin.reload();
    await admin.getByRole('navigation', { name: 'Admin navigation' }).waitFor();
    await admin.close();

    expect(warnings.filter((text) => /flushSync|HydrateFallback|React Router/i.test(text))).toEqual([]);
  });
});
