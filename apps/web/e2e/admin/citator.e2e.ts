import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  e2eData,
  elementsPastRightEdge,
  hasHorizontalOverflow,
  launchBrowser,
  seriousA11yViolations,
  skipE2e,
} from '../support/browser.ts';
import { chooseOption, signInAdmin, SLOW } from './admin-session.ts';

/**
 * Admin → Citator in the browser: the crosswalk's review and the library's health, fitted and accessible at both
 * widths, and an administrator's decisions through the page. The data: support/citator-e2e-data.ts (a conflict at
 * 96 Phil. 200, a thin mapping at 96 Phil. 101). The API's rules are apps/api/test/admin-citator.test.ts.
 */
describe.skipIf(skipE2e)('admin Citator', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const data = () => e2eData().citator;
  const card = (page: Page, citation: string) => page.getByRole('article', { name: citation, exact: true });

  it.each([1280, 375])(
    'shows a content manager the pages to review and the health figures, at %i px',
    async (width) => {
      const page = await signInAdmin(browser, 'contentManager', width);
      await page.goto('/admin/citator');
      await page.getByRole('heading', { name: 'Citator', level: 1 }).waitFor();
      const conflict = card(page, data().conflict.citation);
      await conflict.getByText('Evidence disagrees').waitFor();
      await conflict.getByRole('button', { name: 'Map to a decision' }).waitFor();
      const thin = card(page, data().thin.citation);
      await thin.getByText('Supported by 1 citing document.').waitFor();
      const target = thin.getByRole('link', { name: data().thin.heading }).first();
      expect(await target.getAttribute('href')).toMatch(/^\/law-library\/.+/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (width === 375) expect(await elementsPastRightEdge(page)).toEqual([]);

      await page.getByRole('tab', { name: 'Library health' }).click();
      await page.getByRole('heading', { name: 'Citations that resolve' }).waitFor();
      await page.getByTestId('health-form').filter({ hasText: 'G.R.' }).waitFor();
      await page.getByTestId('health-missing').first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await page.context().close();
    },
  );

  it('confirms the thin mapping and maps the conflict to a decision found by search, at 1280 px', async () => {
    const page = await signInAdmin(browser, 'admin');
    await page.goto('/admin/citator');
    const thin = card(page, data().thin.citation);
    await thin.getByRole('button', { name: 'Confirm' }).click();
    // Decided pages leave the list to review.
    await expect.poll(() => thin.count(), SLOW).toBe(0);

    await card(page, data().conflict.citation).getByRole('button', { name: 'Map to a decision' }).click();
    const dialog = page.getByRole('dialog', { name: `Map ${data().conflict.citation} to a decision` });
    await dialog.getByLabel('Search the decisions').fill(data().other.heading);
    await dialog.getByRole('radio', { name: data().other.heading }).check(SLOW);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Map to this decision' }).click();
    await dialog.waitFor({ state: 'detached' });

    await chooseOption(page, 'Show', 'Decided (2)');
    const mapped = card(page, data().conflict.citation);
    await mapped.getByText('Changed by Arturo Admin').waitFor();
    await mapped.getByRole('link', { name: data().other.heading }).first().waitFor();
    await card(page, data().thin.citation).getByText('Confirmed by Arturo Admin').waitFor();
    await page.context().close();
  });
});
