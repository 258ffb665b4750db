/** The footer's Support pages (help, contact, privacy, terms), the footer itself, the mobile menu's focus, /login. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { DEFAULT_SETTINGS, saveSettings } from '../support/site-settings.ts';
import { checkAtBothWidths, expectAccessibleAndFitting, WIDTHS } from './public-helpers.ts';

const SUPPORT = [
  ['Help Center', '/help', 'Help Center', 'Searching the law library'],
  ['Contact Us', '/contact', 'Contact Us', 'We cannot give legal advice'],
  ['Privacy Policy', '/privacy', 'Privacy Policy', 'Verification uploads and claims'],
  ['Terms of Service', '/terms', 'Terms of Service', 'Legal information, not legal advice'],
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

  for (const [, path, heading, section] of SUPPORT) {
    it(`renders ${path} at 375 and 1280 px, accessible and fitting`, async () => {
      await checkAtBothWidths(browser, path, async (page) => {
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText(section).first().waitFor();
      });
    });
  }

  it('links the four support pages from the footer, and shows no social icon until one is configured', async () => {
    const page = await openPage(browser, '/firms');
    const footer = page.locator('footer');
    const support = footer.getByRole('navigation', { name: 'Support' }).getByRole('link');
    await support.first().waitFor();
    expect(await support.allInnerTexts()).toEqual(SUPPORT.map(([label]) => label));
    for (const [label, path, heading] of SUPPORT) {
      await footer.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    expect(await footer.getByText('Follow us').count()).toBe(0);
    expect(await footer.locator('a[href="#"]').count()).toBe(0);
    await page.close();
  });

  it('shows a configured social link, with its address, and the configured site name', async () => {
    await saveSettings({
      siteName: 'Batas Test',
      socialLinks: { ...DEFAULT_SETTINGS.socialLinks, linkedin: 'https://www.linkedin.com/company/batas-test' },
    });
    const page = await openPage(browser, '/help', 375);
    const footer = page.locator('footer');
    const linkedin = footer.getByRole('link', { name: 'LinkedIn' });
    await linkedin.waitFor();
    expect(await linkedin.getAttribute('href')).toBe('https://www.linkedin.com/company/batas-test');
    expect(await footer.getByRole('link', { name: 'Facebook' }).count()).toBe(0);
    await footer.getByText('© 2024 Batas Test. All rights reserved.').waitFor();
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

  it('tells links apart from text on /login by an underline, and axe finds nothing (link-in-text-block)', async () => {
    for (const width of WIDTHS) {
      const page = await openPage(browser, '/login', width);
      const signUp = page.locator('main').getByRole('link', { name: 'Sign up' });
      await signUp.waitFor();
      expect(await signUp.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
      await expectAccessibleAndFitting(page);
      await page.close();
    }
  });
});
