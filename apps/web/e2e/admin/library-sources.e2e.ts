import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { elementsPastRightEdge, launchBrowser, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { sidebarEntries, signInAdmin } from './admin-session.ts';

/**
 * Admin → Library Sources in the browser: each collection's state (the Gazette installed at its pinned commit with
 * its counts, LawPhil not installed), fitted and accessible at both widths; super admins only. The data:
 * support/citator-e2e-data.ts. Installing is tested through the API (apps/api/test/library-sources.test.ts) and the
 * worker (apps/worker/test/integration/library-*.test.ts).
 */
describe.skipIf(skipE2e)('admin Library Sources', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([1280, 375])("shows a super admin each collection's state, at %i px", async (width) => {
    const page = await signInAdmin(browser, 'superAdmin', width);
    await page.goto('/admin/library');
    await page.getByRole('heading', { name: 'Library Sources', level: 1 }).waitFor();
    const gazette = page.getByRole('region', { name: 'Official Gazette' });
    await gazette.getByText('Installed at 33dd711').waitFor();
    await gazette.getByText('29,069').waitFor();
    await gazette.getByRole('button', { name: 'Check again' }).waitFor();
    const lawphil = page.getByRole('region', { name: 'LawPhil' });
    await lawphil.getByText('Not installed').waitFor();
    await lawphil.getByRole('button', { name: 'Install' }).waitFor();
    await lawphil.getByRole('link', { name: 'blackflare546/lawphil-data-collection' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (width === 375) expect(await elementsPastRightEdge(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps an admin out: no sidebar entry, and the address leads to the dashboard', async () => {
    const page = await signInAdmin(browser, 'admin');
    expect(await sidebarEntries(page)).not.toContain('Library Sources');
    await page.goto('/admin/library');
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.context().close();
  });
});
