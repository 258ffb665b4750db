/** Forgot password → the e-mailed link → a new password → sign in, in a real browser with a real SMTP server. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, mailDir, openPage, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { expectFieldError, expectToast, field, signIn } from './accounts-session.ts';

describe.skipIf(skipE2e)('password reset', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a link by e-mail, sets a new password with it once, and signs in with it', async () => {
    const { forgetful, password } = e2eData().accounts;
    const page = await openPage(browser, '/login', 375);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectFieldError(page, 'Email', 'Email is required');
    await field(page, 'Email').fill(forgetful.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists for that e-mail address/).waitFor();

    const mail = await waitForMail(mailDir(), forgetful.email, /Reset your Batas password/);
    const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await field(page, 'New password').fill('password1');
    await field(page, 'Confirm new password').fill('password1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    // The refusal under the field; the strength hint above it may say the same words, and may come first.
    await page
      .locator('.mantine-PasswordInput-error', { hasText: /too common/ })
      .first()
      .waitFor();
    await field(page, 'New password').fill('bagong-susi-2025');
    await field(page, 'Confirm new password').fill('bagong-susi-2025');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'Your password has been reset');
    await page.waitForURL(/\/login$/);

    // The link works once.
    await page.goto(link!);
    await field(page, 'New password').fill('another-new-one-9');
    await field(page, 'Confirm new password').fill('another-new-one-9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /already used/ })
      .waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();

    await waitForMail(mailDir(), forgetful.email, /password was changed/);
    await page.goto('/login');
    await field(page, 'Email').fill(forgetful.email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
    await page.context().close();
    const signedIn = await signIn(browser, forgetful.email, 'bagong-susi-2025');
    await signedIn.context().close();
  });

  it('signs out for good: the old token is refused after Sign out, and Sign out everywhere ends every session', async () => {
    const { leaving, password } = e2eData().accounts;
    const page = await signIn(browser, leaving.email, password);
    // The session is an HttpOnly cookie: the page cannot read it, the browser's cookie jar can.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'batas_session')?.value;
    expect(token).toBeTruthy();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /token/i.test(key)))).toEqual([]);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() =>
        page.evaluate(
          async (old) => (await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${old}` } })).status,
          token,
        ),
      )
      .toBe(401);
    await page.context().close();

    const first = await signIn(browser, leaving.email, password);
    const second = await signIn(browser, leaving.email, password);
    await first.goto('/settings');
    await first.getByRole('button', { name: 'Sign out everywhere' }).click();
    await first.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
    await first.waitForURL(/\/login$/);
    await second.goto('/settings');
    await second.waitForURL(/\/login$/);
    await first.context().close();
    await second.context().close();
  });
});
