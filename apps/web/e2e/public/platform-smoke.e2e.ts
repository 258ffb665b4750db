/** The foundation's vertical slice in a real browser: the built app served by the API, listing documents from the database. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';

describe.skipIf(skipE2e)('platform smoke', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('serves the API and the web app on one port: pages rendered, account pages as the shell, unknown ones 404', async () => {
    const health = await fetch(`${baseUrl()}/api/health`);
    expect((await health.json()).data.status).toBe('ok');
    const accountPage = await fetch(`${baseUrl()}/settings`);
    expect(accountPage.status).toBe(200);
    expect(await accountPage.text()).toContain('<div id="root"></div>');
    const unknown = await fetch(`${baseUrl()}/law-library/some/deep/link`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page Not Found');
    const missingApi = await fetch(`${baseUrl()}/api/no-such-thing`);
    expect(missingApi.status).toBe(404);
  });

  it('lists the database documents on /law-library, filtered by a shared search link', async () => {
    const page = await openPage(browser, '/law-library?q=personal%20information');
    await page.getByRole('heading', { name: 'Law Library', level: 1 }).waitFor();
    const { tanada, dataPrivacyAct } = e2eData().documents;
    const links = page.locator('a[href^="/law-library/"]');
    await links.first().waitFor();
    // A result's link carries the search's words (?q=) for the page to mark: compare the documents' addresses.
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')?.split(/[?#]/)[0]),
    );
    expect(hrefs).toContain(`/law-library/${dataPrivacyAct.slug}`);
    expect(hrefs).not.toContain(`/law-library/${tanada.slug}`);
    await page.close();
  });
});
