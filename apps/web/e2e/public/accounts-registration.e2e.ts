/** Registering in a real browser: a client, and a lawyer through all three steps with real files. */
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, mailDir, openPage, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { expectFieldError, expectToast, field, signIn } from './accounts-session.ts';

describe.skipIf(skipE2e)('registration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers a client, with the form messages for bad input, then signs out and in again', async () => {
    const page = await openPage(browser, '/register');
    await page.getByRole('link', { name: 'Register as a client' }).click();
    await page.waitForURL(/\/register\/basic$/);
    // The page is a lazily loaded chunk: check accessibility once the form is on screen, not the loading state.
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Password').fill('123');
    await field(page, 'Confirm password').fill('1234');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectFieldError(page, 'First name', 'First name is required');
    await expectFieldError(page, 'Last name', 'Last name is required');
    await expectFieldError(page, 'Email', 'Email is invalid');
    await expectFieldError(page, 'Password', 'Password must be at least 8 characters');
    await expectFieldError(page, 'Confirm password', 'Passwords do not match');

    // The reason a password would be refused shows as it is typed: the server's own rule, run in the browser.
    await field(page, 'Password').fill('abcdefgh12');
    await page.getByText('This password is too easy to guess').waitFor();
    await field(page, 'Password').fill('batas-for-me-2024');
    await page.getByText("A password must not contain the site's name.").waitFor();

    // The server's field error (e-mail taken) lands on its field.
    await field(page, 'First name').fill('Rosa');
    await field(page, 'Last name').fill('Basic');
    await field(page, 'Email').fill(e2eData().users.client.email);
    await field(page, 'Password').fill('kalayaan-1898');
    await field(page, 'Confirm password').fill('kalayaan-1898');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'An account with this email already exists');
    await expectFieldError(page, 'Email', 'An account with this email already exists');

    await field(page, 'Email').fill('rosa.basic@example.com');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Registration successful! Welcome to our platform.');
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('verification-status').filter({ hasText: 'Client account' }).waitFor();
    // The address is not confirmed yet: the dashboard says so, and the welcome e-mail's link confirms it.
    await page.getByText('Please confirm your e-mail address').waitFor();
    const welcome = await waitForMail(mailDir(), 'rosa.basic@example.com', /^Welcome to Batas$/);
    const link = /https?:\/\/\S+\/verify-email\?token=[\w%-]+/.exec(welcome.text ?? '')![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText('Your e-mail address is confirmed. Thank you!').waitFor();
    await page.goto('/dashboard');
    await page.getByTestId('verification-status').waitFor();
    expect(await page.getByText('Please confirm your e-mail address').count()).toBe(0);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please fill in all fields').waitFor();
    await field(page, 'Email').fill('rosa.basic@example.com');
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
    await page.close();
    const again = await signIn(browser, 'rosa.basic@example.com', 'kalayaan-1898');
    await again.close();
  });

  it('registers a lawyer in three steps with a real selfie and ID, then shows the review status', async () => {
    const { registrationRoll } = e2eData().accounts;
    const page = await openPage(browser, '/register/lawyer');
    await page.getByRole('button', { name: 'Validate roll number' }).click();
    await expectFieldError(page, 'Roll number', 'Roll number is required');
    await field(page, 'Roll number').fill('99999999');
    await page.getByRole('button', { name: 'Validate roll number' }).click();
    await expectToast(page, 'Roll number not found in the Roll of Attorneys');
    await field(page, 'Roll number').fill(registrationRoll.rollNumber);
    await page.getByRole('button', { name: 'Validate roll number' }).click();
    await expectToast(page, 'Roll number validated successfully!');
    // One toast per check: the earlier 'not found' is gone once the check succeeds.
    await expect
      .poll(() => page.locator('.mantine-Notification-root').filter({ hasText: 'Roll number not found' }).count())
      .toBe(0);
    await page.getByText(registrationRoll.fullName).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    // Back returns to step 1 with the roll entry still shown.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText(registrationRoll.fullName).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    await field(page, 'Email').fill('isabel.santiago@example.com');
    await field(page, 'Password').fill('lawyer-secret');
    await field(page, 'Confirm password').fill('lawyer-secret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Registration successful! Please upload verification documents.');

    await page.getByRole('button', { name: 'Upload documents' }).click();
    await page.getByText('Please upload both selfie and ID document').waitFor();
    const selfie = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const inputs = page.locator('input[type="file"]');
    await inputs.nth(0).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: selfie });
    await inputs.nth(1).setInputFiles({ name: 'ibp-id.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Upload documents' }).click();
    await page.getByText(/your account is under review/).waitFor();

    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('verification-status').filter({ hasText: 'Under review' }).waitFor();
    await page.close();
  });
});
