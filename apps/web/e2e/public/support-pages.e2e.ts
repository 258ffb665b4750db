/**
 * The footer's Support pages (help, contact, privacy, terms), the footer, the mobile menu's focus and /login, as laid
 * out in a browser: accessibility, fit, focus rings. What the pages and the footer say and link to is checked without
 * a browser (apps/web/test/pages/support-pages.test.tsx).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { DEFAULT_SETTINGS, saveSettings } from '../support/site-settings.ts';
import { checkAtWidth, expectAccessibleAndFitting, WIDTHS } from './public-helpers.ts';

const SUPPORT = [
  ['/help', 'Help Center'],
  ['/contact', 'Contact Us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
] as const;

/** The outline a focused element draws, as the browser computes it. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { color: style.outlineColor, width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
  });

describe.skipIf(skipE2e)('support pages and footer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await saveSettings(DEFAULT_SETTINGS);
  });
  afterAll(async () => {
    await saveSettings(DEFAULT_SETTINGS);
    await browser?.close();
  });

  it.each(SUPPORT.flatMap(([path, heading]) => WIDTHS.map((width) => [path, width, heading] as const)))(
    'renders %s at %i px, accessible and fitting',
    (path, width, heading) =>
      checkAtWidth(browser, path, width, (page) => page.getByRole('heading', { level: 1, name: heading }).waitFor()),
  );

  it('keeps the footer accessible and fitting at 375 px with a social link and another site name', async () => {
    await saveSettings({
      siteName: 'Batas Test',
      socialLinks: { ...DEFAULT_SETTINGS.socialLinks, linkedin: 'https://www.linkedin.com/company/batas-test' },
    });
    const page = await openPage(browser, '/help', 375);
    await page.locator('footer').getByRole('link', { name: 'LinkedIn' }).waitFor();
    await expectAccessibleAndFitting(page);
    await page.close();
    await saveSettings(DEFAULT_SETTINGS);
  });

  it('draws a white focus ring around footer links on the navy footer', async () => {
    const page = await openPage(browser, '/terms');
    const link = page.locator('footer').getByRole('link', { name: 'Privacy Policy' });
    await link.waitFor();
    // Keyboard focus (focus-visible): Tab from the link before it.
    await page.locator('footer').getByRole('link', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy Policy');
    expect(await focusOutline(page)).toEqual({ color: 'rgb(255, 255, 255)', width: 2, style: 'solid' });
    await page.close();
  });

  it('gives the focus back to the menu button when the mobile menu closes', async () => {
    const page = await openPage(browser, '/help', 375);
    const button = page.getByRole('button', { name: 'Open navigation' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open navigation');

    await button.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open navigation');
    await page.close();
  });

  it.each(WIDTHS)(
    'tells links apart from text on /login by an underline, and axe finds nothing (link-in-text-block), at %i px',
    async (width) => {
      const page = await openPage(browser, '/login', width);
      const signUp = page.locator('main').getByRole('link', { name: 'Sign up' });
      await signUp.waitFor();
      expect(await signUp.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
      await expectAccessibleAndFitting(page);
      await page.close();
    },
  );
});
