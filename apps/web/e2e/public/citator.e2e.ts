/** The citator in the viewer: cites and cited-by panels, a statute's decisions, the source line, missing citations. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, seriousA11yViolations, skipE2e } from '../support/browser.ts';

describe.skipIf(skipE2e)('citator', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const panel = (page: Page, title: RegExp) => page.getByRole('region', { name: title });
  // The panels load as the reader nears their place under the document's text: go there first.
  const scrollToPanels = (page: Page) => page.getByTestId('citator').scrollIntoViewIfNeeded();

  it.each([1280, 375])(
    'shows what a decision cites and what cites it, with links both ways, at %i px',
    async (width) => {
      const { tanada } = e2eData().documents;
      const { citing } = e2eData().viewer;
      const page = await openPage(browser, `/law-library/${tanada.slug}`, width);
      await scrollToPanels(page);
      const citedBy = panel(page, /^Cited by \(1\)$/);
      const citingLink = citedBy.getByRole('link', { name: /Mendoza v\. People of the Philippines/ });
      await citingLink.waitFor();
      expect(await citedBy.innerText()).toContain('March 9, 2021');
      await panel(page, /^Cites \(0\)$/)
        .getByText('This document cites no law or decision')
        .waitFor();
      expect(await page.getByText('Source: LawPhil').count()).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await citingLink.click();
      await page.waitForURL((url) => url.pathname === `/law-library/${citing.slug}`);
      await scrollToPanels(page);
      const cites = panel(page, /^Cites \(2\)$/);
      // A cited decision in the library goes by its case name, the citation as written under it.
      await cites.getByRole('link', { name: /^Tañada v\. Tuvera$/ }).waitFor();
      expect(await cites.innerText()).toMatch(/Tañada v\. Tuvera\s*G\.R\. No\. L-63915, April 24, 1985/);
      expect(await cites.innerText()).toMatch(/G\.R\. No\. 999777, May 5, 2020\s*· not in the library/);
      await panel(page, /^Cited by \(0\)$/)
        .getByText('No document in the library cites this one yet.')
        .waitFor();
      await page.close();
    },
  );

  it('says so when the panels’ code cannot be fetched, and loads them on Try again', async () => {
    // A long decision: its panels wait below the first screen.
    const { headedDecision } = e2eData().viewer;
    const page = await openPage(browser, `/law-library/${headedDecision.slug}`);
    // The page is in; from now on every script fetch fails, as for a reader who went offline.
    await page.route('**/assets/*.js', (route) => route.abort());
    await scrollToPanels(page);
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load citations' });
    await failure.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.unroute('**/assets/*.js');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await panel(page, /^Cited by \(\d+\)$/).waitFor();
    await page.close();
  });

  it('loads a long text’s panels only when the reader nears them, or with a keyboard user’s first Tab', async () => {
    const { headedDecision } = e2eData().viewer;
    const page = await openPage(browser, `/law-library/${headedDecision.slug}`);
    await page.waitForLoadState('networkidle');
    expect(await panel(page, /^Cited by/).count()).toBe(0);
    await page.keyboard.press('Tab');
    await panel(page, /^Cited by \(\d+\)$/).waitFor();
    await page.close();
  });

  it('lists the decisions citing a statute, and links its source', async () => {
    const { dataPrivacyAct } = e2eData().documents;
    const { privacyDecision } = e2eData().viewer;
    const page = await openPage(browser, `/law-library/${dataPrivacyAct.slug}`, 375);
    await scrollToPanels(page);
    const decisions = panel(page, /^Decisions citing this law \(1\)$/);
    await decisions.getByRole('link', { name: /National Privacy Commission v\. Santos/i }).waitFor();
    await panel(page, /^Cited by \(1\)$/).waitFor();
    const source = page.getByRole('link', { name: 'Official Gazette' });
    expect(await source.getAttribute('href')).toBe(
      'https://www.officialgazette.gov.ph/2012/08/15/republic-act-no-10173/',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await decisions.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/law-library/${privacyDecision.slug}`);
    await page.close();
  });

  it.each([1280, 375])(
    'says a well-formed citation is not in the library and offers its search, at %i px',
    async (width) => {
      const page = await openPage(browser, '/law-library/RA-9998', width);
      await page.getByRole('heading', { level: 1, name: 'Not in the library' }).waitFor();
      await page.getByText('Republic Act No. 9998', { exact: true }).waitFor();
      const search = page.getByRole('link', { name: 'Search the library for “9998”' });
      expect(await search.getAttribute('href')).toBe('/law-library?q=9998');
      expect(await page.title()).toBe('Not in the library: Republic Act No. 9998 | Batas');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await search.click();
      await page.waitForURL((url) => url.pathname === '/law-library' && url.search === '?q=9998');
      await page.close();
    },
  );

  it('offers the one document of a number when the date asked for fits none, without a Print button', async () => {
    const { tanada } = e2eData().documents;
    const page = await openPage(browser, '/law-library/GR-L-63915-1985-05-30');
    await page.getByRole('heading', { level: 1, name: 'No document of that date' }).waitFor();
    expect(
      await page.getByText(/holds G\.R\. No\. L-63915, but not of May 30, 1985\. It has this document:/).count(),
    ).toBe(1);
    const choices = page.getByRole('list', { name: 'Matching documents' }).getByRole('link');
    expect(await choices.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      `/law-library/${tanada.slug}`,
    ]);
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
