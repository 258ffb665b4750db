/**
 * Admin → Settings end to end: a super admin saves the site's name, contact address and a social link; the public
 * footer and contact page follow; a visitor's message reaches the contact address through the real SMTP catcher;
 * the test e-mail reaches the admin. Also the way back from the back-office to the site.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  e2eData,
  hasHorizontalOverflow,
  launchBrowser,
  mailDir,
  openPage,
  seriousA11yViolations,
  skipE2e,
} from '../support/browser.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { DEFAULT_SETTINGS, saveSettings } from '../support/site-settings.ts';
import { expectFieldError, field } from '../public/accounts-session.ts';
import { signInAdmin } from './admin-session.ts';

const CONTACT = 'help-desk@batas.test';

describe.skipIf(skipE2e)('admin settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await saveSettings(DEFAULT_SETTINGS);
  });
  afterAll(async () => {
    await saveSettings(DEFAULT_SETTINGS);
    await browser?.close();
  });

  it('saves the settings (refusing a bad link on its field) and the public site follows them', async () => {
    const page = await signInAdmin(browser, 'superAdmin');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/admin\/settings$/);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.title()).toBe('Settings | Batas');
    expect(await field(page, 'Site name').inputValue()).toBe('Batas');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await field(page, 'Site name').fill('Batas Philippines');
    await field(page, 'Contact e-mail address').fill(CONTACT);
    await field(page, 'Facebook').fill('javascript:alert(1)');
    await field(page, 'Max documents per category').fill('250');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectFieldError(page, 'Facebook', 'Must be a link starting with https:// or http://');

    await field(page, 'Facebook').fill('https://www.facebook.com/batas.test');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Settings saved' }).waitFor();
    await page.getByText(`by ${e2eData().users.superAdmin.email}`).waitFor();

    // The scraping form starts from the saved default.
    await page.getByRole('link', { name: 'Scraping Monitor' }).click();
    await expect.poll(() => field(page, 'Max documents per category').inputValue()).toBe('250');

    // Back to the public site from the admin header.
    await page.getByRole('link', { name: 'View site' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const footer = page.locator('footer');
    await footer.getByText('© 2024 Batas Philippines. All rights reserved.').waitFor();
    expect(await footer.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/batas.test',
    );
    await page.context().close();
  });

  it('sends a visitor’s message from the contact page to the contact address (375 px), with clear errors first', async () => {
    await saveSettings({ contactEmail: CONTACT });
    const page = await openPage(browser, '/contact', 375);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectFieldError(page, 'Name', 'Name is required');
    await expectFieldError(page, 'Message', 'Message is required');
    await field(page, 'Name').fill('Maria <Clara>');
    await field(page, 'Email').fill('maria@example.com');
    await field(page, 'Subject').fill('A typo in R.A. 386');
    await field(page, 'Message').fill('Article 19 shows a stray character in the second sentence.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'Your message has been sent' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);

    const mail = await waitForMail(mailDir(), CONTACT, /A typo in R\.A\. 386/);
    expect(mail.replyTo?.value[0]?.address).toBe('maria@example.com');
    expect(mail.text).toContain('Article 19 shows a stray character');
    expect(mail.html).toContain('Maria &lt;Clara&gt;');
    await page.close();
  });

  it('sends a test e-mail to the signed-in super admin and says where it went', async () => {
    const { email } = e2eData().users.superAdmin;
    const page = await signInAdmin(browser, 'superAdmin', 375);
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Test e-mail queued' });
    await status.waitFor();
    expect(await status.innerText()).toContain(`A test e-mail to ${email} is queued`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await waitForMail(mailDir(), email, /test e-mail/);

    // The way back to the site on a phone: an icon button in the header.
    await page.getByRole('link', { name: 'View site' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('keeps Settings from admins who are not super admins', async () => {
    const page = await signInAdmin(browser, 'admin');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link').first().waitFor();
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await page.goto('/admin/settings');
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.context().close();
  });
});
