/** Claiming a roll profile in a real browser, an admin deciding it in one dialog, and the new owner at work. */
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, mailDir, openPage, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { chooseOption, signInAdmin } from '../admin/admin-session.ts';
import { expectToast, field, signIn } from './accounts-session.ts';

async function uploadDocuments(page: Page) {
  const selfie = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#8b5a2b' } })
    .png()
    .toBuffer();
  const idCard = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2b5a8b' } })
    .jpeg()
    .toBuffer();
  const inputs = page.locator('input[type="file"]');
  // A PDF is no selfie: the field says so before anything is sent.
  await inputs
    .nth(0)
    .setInputFiles({ name: 'selfie.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await page.getByText('Please upload a valid image (JPG, PNG)').waitFor();
  await inputs.nth(0).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: selfie });
  await inputs.nth(1).setInputFiles({ name: 'ibp-id.jpg', mimeType: 'image/jpeg', buffer: idCard });
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await page.getByText(/your account is under review/).waitFor();
}

describe.skipIf(skipE2e)('profile claims', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('claims an unclaimed profile from its page, is approved in one decision, and writes an article', async () => {
    const { profileClaim, password } = e2eData().accounts;
    // Signed out on the profile: the button leads to sign-in and back, with the entry already chosen.
    const page = await openPage(browser, `/lawyers/${profileClaim.rollNumber}`);
    await page.getByRole('link', { name: 'Claim this profile' }).click();
    await page.waitForURL(/\/login$/);
    await field(page, 'Email').fill(profileClaim.claimant.email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/claim-profile\?lawyer=/);
    const choice = page.getByRole('radio', {
      name: `${profileClaim.fullName}, roll number ${profileClaim.rollNumber}`,
    });
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await field(page, 'Verification documents').fill('IBP ID 2016-0601 and Supreme Court ID');
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expectToast(page, 'Your claim has been submitted and is awaiting review.');
    await uploadDocuments(page);
    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('verification-status').filter({ hasText: 'Under review' }).waitFor();
    await page
      .getByTestId('claim-status')
      .filter({ hasText: /comparing your selfie and ID/ })
      .waitFor();

    // The admin reviews the person in User Management: selfie, ID and roll entry side by side, one decision.
    const admin = await signInAdmin(browser, 'admin');
    await admin.goto('/admin/users');
    await admin.getByPlaceholder(/Search/).fill(profileClaim.claimant.email);
    await admin.getByRole('button', { name: `Actions for ${profileClaim.claimant.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Review verification' }).click();
    const dialog = admin.getByRole('dialog', { name: `Review claim by ${profileClaim.claimant.name}` });
    await dialog.getByRole('img', { name: 'Selfie uploaded by the claimant' }).waitFor();
    await dialog.getByRole('img', { name: 'ID document uploaded by the claimant' }).waitFor();
    await dialog.getByText(profileClaim.fullName).first().waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve and verify' }).click();
    await admin.locator('.mantine-Notification-root').filter({ hasText: 'Claim approved' }).first().waitFor();
    await admin.context().close();

    const mail = await waitForMail(mailDir(), profileClaim.claimant.email, /verified/);
    expect(mail.text).toContain(`${profileClaim.fullName} (roll number ${profileClaim.rollNumber})`);

    await page.reload();
    await page.getByTestId('verification-status').filter({ hasText: 'Verified lawyer' }).waitFor();
    await page.getByRole('link', { name: 'Write an article' }).click();
    await page.waitForURL(/\/articles\/new$/);
    await field(page, 'Title').fill('Claiming your profile on Batas');
    await field(page, 'Summary').fill('How a lawyer on the roll becomes a verified author.');
    await chooseOption(page, 'Category', 'Labor Law');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Find your entry, prove it is you, and publish.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Article published successfully!');
    await page.context().close();
  });

  it('searches the roll for an unclaimed entry by name, accents ignored', async () => {
    const { claim, password } = e2eData().accounts;
    const page = await signIn(browser, claim.claimant.email, password);
    await page.getByRole('link', { name: 'Claim Lawyer Profile' }).first().click();
    await page.waitForURL(/\/claim-profile$/);
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await page.getByText('Please select a lawyer profile to claim').waitFor();
    await page.getByText('Verification documents are required').waitFor();

    const searched = page.waitForResponse((response) => response.url().includes('/api/auth/claim-search?'));
    await field(page, 'Search the roll').fill(claim.searchText);
    expect(new URL((await searched).url()).searchParams.get('limit')).toBe('20');
    await page.getByRole('radio', { name: `${claim.fullName}, roll number ${claim.rollNumber}` }).click();
    await field(page, 'Verification documents').fill('IBP ID 2024-55512 and PTR 8812345, Quezon City');
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expectToast(page, 'Your claim has been submitted and is awaiting review.');
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('verification-status').filter({ hasText: 'Under review' }).waitFor();
    // No documents yet: the dashboard asks for them.
    await page.getByRole('heading', { name: 'Upload verification documents' }).waitFor();
    await page.context().close();
  });
});
