import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  e2eData,
  hasHorizontalOverflow,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  skipE2e,
} from '../support/browser.ts';
import { sidebarEntries, signInAdmin } from './admin-session.ts';

const ALL_ENTRIES = [
  'Dashboard',
  'User Management',
  'Document Management',
  'Scraping Monitor',
  'Library Sources',
  'Citator',
  'Analytics',
  'Settings',
  'Claims & Verification',
  'Audit Log',
];

describe.skipIf(skipE2e)('admin sign-in, guard, layout and roles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a visitor without a session from /admin and any admin page to /admin/login', async () => {
    const page = await openPage(browser, '/admin');
    await page.waitForURL(/\/admin\/login$/);
    await page.goto('/admin/users');
    await page.waitForURL(/\/admin\/login$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows the server's message, 'Login failed' and 'Network error. Please try again.'", async () => {
    const page = await openPage(browser, '/admin/login');
    await page.getByLabel('Email').fill(e2eData().users.superAdmin.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

    await page.route('**/api/admin/login', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Login failed' }).waitFor();

    await page.unroute('**/api/admin/login');
    await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Network error. Please try again.' }).waitFor();
    await page.context().close();
  });

  it('refuses a client account at the admin login', async () => {
    const page = await openPage(browser, '/admin/login');
    await page.getByLabel('Email').fill(e2eData().users.client.email);
    await page.getByLabel('Password').fill(e2eData().users.client.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'This account has no access to the admin area' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
    await page.context().close();
  });

  it('signs a super admin in: an HttpOnly session cookie, adminUser kept, no token in localStorage, every sidebar entry, bell, redirects, logout', async () => {
    const page = await signInAdmin(browser, 'superAdmin');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'batas_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /token/i.test(key)))).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('adminUser'))) ?? '{}')).toMatchObject({
      role: 'super_admin',
    });
    expect(await sidebarEntries(page)).toEqual(ALL_ENTRIES);

    // What the bell lists is the notifications test's (admin-insight.e2e.ts); here it opens and closes.
    await page.getByRole('button', { name: /^Notifications \(\d+\)$/ }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto('/admin/no-such-page');
    await page.waitForURL(/\/admin\/dashboard$/);

    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Save settings' }).waitFor();
    await page.getByRole('link', { name: 'Scraping Monitor' }).click();
    await page.waitForURL(/\/admin\/scraping$/);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
    expect((await page.context().cookies()).find((entry) => entry.name === 'batas_admin')).toBeUndefined();
    await page.context().close();
  });

  it('shows each role its own sidebar and keeps it out of the pages it may not open', async () => {
    const admin = await signInAdmin(browser, 'admin');
    expect(await sidebarEntries(admin)).toEqual([
      'Dashboard',
      'User Management',
      'Document Management',
      'Scraping Monitor',
      'Citator',
      'Analytics',
      'Claims & Verification',
    ]);
    await admin.goto('/admin/settings');
    await admin.waitForURL(/\/admin\/dashboard$/);
    await admin.context().close();

    const moderator = await signInAdmin(browser, 'moderator');
    expect(await sidebarEntries(moderator)).toEqual(['Dashboard', 'Claims & Verification']);
    await moderator.goto('/admin/users');
    await moderator.waitForURL(/\/admin\/dashboard$/);
    await moderator.context().close();

    const editor = await signInAdmin(browser, 'contentManager');
    expect(editor.url()).toMatch(/\/admin\/documents$/);
    expect(await sidebarEntries(editor)).toEqual(['Document Management', 'Citator']);
    await editor.goto('/admin/dashboard');
    await editor.waitForURL(/\/admin\/documents$/);
    await editor.context().close();
  });

  it('treats a remembered admin without a valid session cookie as signed out once the server refuses it', async () => {
    const page = await openPage(browser, '/admin/login');
    await page.context().addCookies([{ name: 'batas_admin', value: 'forged.token.value', url: page.url() }]);
    await page.evaluate(() => {
      localStorage.setItem(
        'adminUser',
        JSON.stringify({ _id: 'x', name: 'Forged', email: 'f@example.com', role: 'super_admin' }),
      );
    });
    await page.goto('/admin/dashboard');
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
    await page.context().close();
  });

  it('is usable on a phone: no sideways scrolling, the sidebar opens from the menu button', async () => {
    const page = await signInAdmin(browser, 'superAdmin', 375);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'User Management' }).click();
    await page.waitForURL(/\/admin\/users$/);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
