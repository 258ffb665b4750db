/** The public document viewer (/law-library/{citation}) in a real browser: every state, links, search, print. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, navigateInApp, openPage, seriousA11yViolations, skipE2e } from '../support/browser.ts';

describe.skipIf(skipE2e)('document viewer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  it('shows a document: cleaned title, metadata lines, body, header buttons, page metadata; axe clean', async () => {
    const { tanada } = e2eData().documents;
    const page = await openPage(browser, `/law-library/${tanada.slug}`);
    await heading(page).filter({ hasText: 'Tañada' }).waitFor();
    expect(await heading(page).textContent()).toBe('Lorenzo M. Tañada, et al. v. Hon. Juan C. Tuvera, et al.');
    const metadata = await page.locator('dl').innerText();
    for (const line of [
      'Docket Number:',
      'L-63915',
      'Citation:',
      'Date:',
      'April 24, 1985',
      'Ponente:',
      'ESCOLIN',
      'Court:',
      'Supreme Court',
      'Type:',
      'Supreme Court Decision',
    ]) {
      expect(metadata).toContain(line);
    }
    await page.getByRole('button', { name: '← Back to Documents' }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    expect(await page.getByTestId('document-body').innerText()).toContain('Invoking the people');
    expect(await page.title()).toContain('Tañada');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/law-library/${tanada.slug}$`),
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(300);
    expect(description).toContain('Invoking the people');
    const jsonLd = JSON.parse((await page.locator('#root script[type="application/ld+json"]').last().textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', identifier: 'G.R. No. L-63915, April 24, 1985' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('describes a statute as schema.org Legislation', async () => {
    const page = await openPage(browser, `/law-library/${e2eData().documents.dataPrivacyAct.slug}`);
    await heading(page).filter({ hasText: 'Data Privacy Act' }).waitFor();
    const jsonLd = JSON.parse((await page.locator('#root script[type="application/ld+json"]').last().textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Legislation', legislationIdentifier: 'Republic Act No. 10173' });
    await page.close();
  });

  it('replaces a non-canonical address with the canonical slug', async () => {
    const { tanada } = e2eData().documents;
    for (const form of ['gr-l-63915-1985-04-24', 'G.R.%20No.%2063915', 'GR-L-63915-1985-04-25']) {
      const page = await openPage(browser, `/law-library/${form}?q=published`);
      await page.waitForURL((url) => url.pathname === `/law-library/${tanada.slug}`);
      expect(new URL(page.url()).search).toBe('?q=published');
      await heading(page).filter({ hasText: 'Tañada' }).waitFor();
      await page.close();
    }
  });

  it('shows "Loading document..." while the answer is on its way', async () => {
    const page = await openPage(browser, '/law-library');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/documents/resolve/**', async (route) => {
      await held;
      await route.continue();
    });
    await navigateInApp(page, `/law-library/${e2eData().documents.tanada.slug}`);
    await page.getByText('Loading document...').waitFor();
    release();
    await heading(page).filter({ hasText: 'Tañada' }).waitFor();
    await page.close();
  });

  it('shows the error views with Go Back', async () => {
    for (const [failure, message] of [
      ['abort', 'Failed to fetch document'],
      ['500', 'Failed to load document'],
    ] as const) {
      const page = await openPage(browser, '/law-library');
      await page.route('**/api/documents/resolve/**', (route) =>
        failure === 'abort'
          ? route.abort()
          : route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
      );
      await navigateInApp(page, `/law-library/${e2eData().documents.tanada.slug}`);
      await page.getByText(message).waitFor();
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.waitForURL((url) => url.pathname === '/law-library');
      await page.close();
    }
  });

  it('shows Document Not Found for a malformed citation or an unknown title', async () => {
    for (const address of ['GR-63915-1985-13-45', 'zzqx-wvut-plok']) {
      const page = await openPage(browser, `/law-library/${address}`);
      await page.getByRole('heading', { name: 'Document Not Found' }).waitFor();
      await page.getByText('The requested document could not be found.').waitFor();
      await page.getByRole('button', { name: 'Go Back' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    }
  });
});
