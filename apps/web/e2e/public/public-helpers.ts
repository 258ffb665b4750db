import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, hasHorizontalOverflow, openPage, seriousA11yViolations } from '../support/browser.ts';

/** The two widths every public screen is checked at: a small phone and a laptop. */
export const WIDTHS = [375, 1280] as const;

/** GET an API path from the test (to compare the screen with the data behind it). */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A fresh page (own storage) that has not navigated yet: set up `page.route` fakes first, then `goto`. */
export async function blankPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return page;
}

/** No serious or critical axe violation and no sideways scrolling. */
export async function expectAccessibleAndFitting(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await hasHorizontalOverflow(page)).toBe(false);
}

/** Opens `path` at `width`, waits for `ready`, then runs the accessibility and layout checks. */
export async function checkAtWidth(
  browser: Browser,
  path: string,
  width: number,
  ready: (page: Page) => Promise<unknown>,
): Promise<void> {
  const page = await openPage(browser, path, width);
  await ready(page);
  await expectAccessibleAndFitting(page);
  await page.close();
}

/** `checkAtWidth` at both widths, one after the other (a new test gives the width as its parameter instead). */
export async function checkAtBothWidths(
  browser: Browser,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<void> {
  for (const width of WIDTHS) await checkAtWidth(browser, path, width, ready);
}

/** The page's meta description. */
export const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

/** Signs a user in through the API and stores the session as the login screen does, before the app starts. */
export async function openSignedIn(
  browser: Browser,
  path: string,
  email: string,
  password: string,
  width = 1280,
): Promise<Page> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await response.json()) as { data: { token: string; user: object } };
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl() });
  // What the sign-in form leaves behind: the session cookie the server set (HttpOnly), and the user the pages show.
  const session = response.headers.getSetCookie().find((line) => line.startsWith('batas_session='))!;
  await context.addCookies([{ name: 'batas_session', value: session.split(';')[0]!.split('=')[1]!, url: baseUrl() }]);
  await context.addInitScript((user) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('user', user);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(data.user));
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Answers every matching API call with the given JSON (or fails it with a status) for the rest of the page's life. */
export async function fakeApi(
  page: Page,
  pattern: string | RegExp,
  answer: { status?: number; json?: unknown; delayMs?: number },
): Promise<void> {
  await page.route(pattern, async (route) => {
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    await route.fulfill({
      status: answer.status ?? 200,
      contentType: 'application/json',
      body: JSON.stringify(answer.json ?? { success: false, message: 'boom' }),
    });
  });
}

/** Cards (article elements) currently in the main content. */
export const cards = (page: Page) => page.locator('main article');
