import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from '../support/browser.ts';

/** Signs in through the real /login form; resolves once the app has moved on to the dashboard. */
export async function signIn(browser: Browser, email: string, password: string, width = 1280): Promise<Page> {
  const page = await openPage(browser, '/login', width);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  return page;
}

/** Waits for a notification (top-right) containing the text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

/** A form field by its label text, whether or not Mantine marks it required (' *'). */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** A field's error message as Mantine shows it, by the field's label ('' while it shows none). */
async function fieldError(page: Page, label: string): Promise<string> {
  const input = field(page, label).first();
  const id = await input.getAttribute('aria-describedby');
  const ids = (id ?? '').split(' ').filter((entry) => entry.endsWith('-error'));
  return ids.length ? page.locator(`[id="${ids[0]}"]`).innerText() : '';
}

/**
 * Waits for a field to show its error: the form validates after the click resolves and React renders the messages
 * a moment later, so reading them at once fails now and then on a busy machine.
 */
export async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  await expect.poll(() => fieldError(page, label)).toBe(message);
}
