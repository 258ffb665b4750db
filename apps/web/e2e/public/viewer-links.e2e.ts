/** The viewer's body: citations linked on the server, the candidates page, search inside, and printing. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, seriousA11yViolations, skipE2e } from '../support/browser.ts';

describe.skipIf(skipE2e)('document viewer: links, choices, search, print', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('links every citation of the body to its library document, marks made-up ones, drops source footers', async () => {
    const { citing } = e2eData().viewer;
    const { tanada } = e2eData().documents;
    const page = await openPage(browser, `/law-library/${citing.slug}`);
    const body = page.getByTestId('document-body');
    await body.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mendoza v. People of the Philippines');
    const link = body.getByRole('link', { name: 'G.R. No. L-63915, April 24, 1985' });
    expect(await link.getAttribute('href')).toBe(`/law-library/${tanada.slug}`);
    const missing = body.locator('.doc-citation--missing');
    expect(await missing.textContent()).toContain(citing.missingCitation);
    expect(await body.innerText()).not.toContain('Lawphil Project');
    expect(await body.locator('.doc-division').textContent()).toBe('THIRD DIVISION');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/law-library/${tanada.slug}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Tañada' }).waitFor();
    await page.close();
  });

  it('lists the candidates when several documents share a G.R. number, and opens the one chosen', async () => {
    const { shared } = e2eData().viewer;
    const page = await openPage(browser, `/law-library/${shared.citation}`);
    await page.getByRole('heading', { name: 'Several documents match' }).waitFor();
    const choices = page.getByRole('list', { name: 'Matching documents' }).getByRole('link');
    expect(await choices.count()).toBe(2);
    expect(await choices.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      `/law-library/${shared.second.slug}`,
      `/law-library/${shared.first.slug}`,
    ]);
    expect(await page.getByText('July 15, 2019').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await choices.nth(1).click();
    await page.waitForURL((url) => url.pathname === `/law-library/${shared.first.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Ramos v. Commission on Audit' }).waitFor();
    await page.close();
  });

  it('highlights the search terms it was opened with, with next and previous', async () => {
    const { citing } = e2eData().viewer;
    const page = await openPage(browser, `/law-library/${citing.slug}?q=publication`);
    const status = page.getByTestId('find-status');
    await page.getByText('1 of 2').waitFor();
    expect(await page.locator('mark.doc-hit').count()).toBe(2);
    await page.getByRole('button', { name: 'Next match' }).click();
    expect(await status.textContent()).toBe('2 of 2');
    expect(await page.locator('mark.doc-hit--current').textContent()).toBe('Publication');
    await page.getByRole('button', { name: 'Previous match' }).click();
    expect(await status.textContent()).toBe('1 of 2');
    await page.getByRole('textbox', { name: 'Search in this document' }).fill('zzzz');
    await page.getByText('No matches').waitFor();
    await page.close();
  });

  it('prints the document alone', async () => {
    const page = await openPage(browser, `/law-library/${e2eData().viewer.citing.slug}`);
    await page.getByTestId('document-body').waitFor();
    await page.emulateMedia({ media: 'print' });
    const visibility = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).visibility);
    expect(await visibility('header')).toBe('hidden');
    expect(await visibility('footer')).toBe('hidden');
    expect(await visibility('h1')).toBe('visible');
    expect(await visibility('[data-testid="document-body"]')).toBe('visible');
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.close();
  });
});
