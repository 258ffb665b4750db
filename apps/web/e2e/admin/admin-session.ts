import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2eData, openPage } from '../support/browser.ts';

export type AdminLogin = 'superAdmin' | 'admin' | 'moderator' | 'contentManager';

function credentials(who: AdminLogin) {
  const data = e2eData();
  if (who === 'superAdmin') return data.users.superAdmin;
  return { email: data.admin.accounts[who].email, password: data.admin.password };
}

/** Signs in through the real /admin/login form and waits for the landing page. */
export async function signInAdmin(browser: Browser, who: AdminLogin, width = 1280): Promise<Page> {
  const page = await openPage(browser, '/admin/login', width);
  const { email, password } = credentials(who);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/(dashboard|documents)$/);
  return page;
}

/** The sidebar's entries, in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Picks an option of a Mantine Select by the field's label, within `scope` (a modal) when the page has two. */
export async function chooseOption(
  page: Page,
  label: string,
  option: string,
  scope: Page | Locator = page,
): Promise<void> {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  // On a starved CPU the dropdown can swallow the click on an option while it is still opening (seen in the full CI
  // run: no change reached the page at all). A person would see the old value and choose again; so does this.
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (attempt > 1) await page.keyboard.press('Escape');
    await field.click();
    // The dropdown renders in a portal, outside the scope.
    await page.getByRole('option', { name: option, exact: true }).click();
    const took = await expect
      .poll(() => field.inputValue(), { timeout: 3_000 })
      .toBe(option)
      .then(
        () => true,
        () => false,
      );
    if (took) return;
  }
  throw new Error(`${label}: the dropdown did not take '${option}' in 3 attempts`);
}

/** expect.poll's default second is too short for a debounced search against a busy test server. */
export const SLOW = { timeout: 15_000, interval: 200 };

/** The toast area (top-right): waits for a notification containing the text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}
