/** The shared layout: navigation, account menu, small-screen menu, footer, notices. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { expectAccessibleAndFitting, openSignedIn } from './public-helpers.ts';

const NAV = [
  ['Home', '/'],
  ['Find Lawyers', '/lawyers'],
  ['Law Library', '/law-library'],
  ['Law Firms', '/firms'],
  ['Legal Jobs', '/jobs'],
  ['Articles', '/articles'],
];

describe.skipIf(skipE2e)('shared layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the six links, Sign in and Sign up, and the footer to a visitor', async () => {
    const page = await openPage(browser, '/firms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await links.first().waitFor();
    expect(await links.allInnerTexts()).toEqual(NAV.map(([label]) => label));
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      NAV.map(([, href]) => href),
    );
    expect(await nav.getByRole('link', { name: 'Law Firms' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');

    const footer = page.locator('footer');
    const services = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
    await services.first().waitFor();
    expect(await services.allInnerTexts()).toEqual([
      'Find Lawyers',
      'Law Firms',
      'Legal Documents',
      'Citation Checker',
      'Legal Jobs',
    ]);
    expect(await footer.getByRole('link', { name: 'Legal Documents' }).getAttribute('href')).toBe('/law-library');
    // The Support pages and social links have their own test (support-pages.e2e.ts): here, nothing leads nowhere.
    for (const [entry, href] of [
      ['Help Center', '/help'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]) {
      expect(await footer.getByRole('link', { name: entry }).getAttribute('href')).toBe(href);
    }
    expect(await footer.locator('a[href="#"]').count()).toBe(0);
    await footer.getByText(/© 2024 /).waitFor();
    await expectAccessibleAndFitting(page);
    await page.close();
  });

  it('collapses the links into a menu on a small screen', async () => {
    const page = await openPage(browser, '/', 375);
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link').first().waitFor();
    expect(await drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link').allInnerTexts()).toEqual(
      NAV.map(([label]) => label),
    );
    await drawer.getByRole('link', { name: 'Sign up' }).waitFor();
    await expectAccessibleAndFitting(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'Legal Jobs' }).click();
    await page.waitForURL(/\/jobs$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('gives a signed-in user the account menu, and Sign out returns to the home page signed out', async () => {
    const { email, password } = e2eData().users.client;
    const page = await openSignedIn(browser, '/law-library', email, password);
    const account = page.getByRole('button', { name: /^Account menu for Carla Client/ });
    await account.waitFor();
    expect(await account.locator('.mantine-Avatar-root').innerText()).toBe('C'); // first letter of the first name
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await account.click();
    const menu = page.getByRole('menu');
    await menu.getByText('Carla Client', { exact: true }).waitFor();
    await menu.getByText(email, { exact: true }).waitFor();
    const items = menu.getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(['Your Profile', 'Claim Lawyer Profile', 'Settings', 'Sign out']);
    expect(await menu.getByRole('menuitem', { name: 'Claim Lawyer Profile' }).getAttribute('href')).toBe(
      '/claim-profile',
    );
    await expectAccessibleAndFitting(page);

    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'batas_session')).toBeUndefined();
    await page.close();
  });

  it('shows notices top-right and closes them after 5 seconds', async () => {
    const { slug } = e2eData().public.articles;
    const page = await openPage(browser, `/articles/${slug}`);
    await page.getByRole('button', { name: /^Like/ }).click(); // signed out: told to sign in
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Sign in to like articles.' });
    await notice.waitFor();
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y).toBeLessThan(100);
    const shownAt = Date.now();
    await notice.waitFor({ state: 'detached', timeout: 9_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await page.close();
  });
});
