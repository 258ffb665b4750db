/** /citations: paste a text, see every citation linked to the library or marked missing. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, seriousA11yViolations, skipE2e } from '../support/browser.ts';

describe.skipIf(skipE2e)('citation checker page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('links the citations the library has, offers a choice, and marks made-up ones missing', async () => {
    const { tanada, dataPrivacyAct } = e2eData().documents;
    const page = await openPage(browser, '/citations');
    await page.getByRole('heading', { name: 'Citation Checker', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page
      .getByRole('textbox', { name: 'Text to check' })
      .fill(
        'In Tanada v. Tuvera, G.R. No. L-63915, April 24, 1985, and under R.A. No. 10173, publication matters. ' +
          'Counsel cited G.R. No. 999888, June 1, 2022, which no court decided. See also G.R. No. 300301.',
      );
    await page.getByRole('button', { name: 'Check citations' }).click();
    await page.getByText('4 citations found; 1 not in the library.').waitFor();
    const results = page.getByTestId('citation-result');
    expect(await results.count()).toBe(4);
    const tanadaLink = page.getByRole('link', { name: 'G.R. No. L-63915, April 24, 1985' });
    expect(await tanadaLink.getAttribute('href')).toBe(`/law-library/${tanada.slug}`);
    expect(await page.getByRole('link', { name: 'Republic Act No. 10173' }).getAttribute('href')).toBe(
      `/law-library/${dataPrivacyAct.slug}`,
    );
    expect(await results.filter({ hasText: 'G.R. No. 999888' }).innerText()).toContain('Not found');
    expect(await results.filter({ hasText: 'G.R. No. 999888' }).getByRole('link').count()).toBe(0);
    expect(await results.filter({ hasText: 'G.R. No. 300301' }).innerText()).toContain('2 possible documents');
    expect(await page.getByRole('link', { name: 'G.R. No. 300301' }).getAttribute('href')).toBe(
      '/law-library/GR-300301',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await tanadaLink.click();
    await page.waitForURL((url) => url.pathname === `/law-library/${tanada.slug}`);
    await page.close();
  });

  it('says so when the text holds no citation', async () => {
    const page = await openPage(browser, '/citations');
    await page.getByRole('textbox', { name: 'Text to check' }).fill('Nothing cited here.');
    await page.getByRole('button', { name: 'Check citations' }).click();
    await page.getByText('No citations found in this text.').waitFor();
    await page.close();
  });
});
