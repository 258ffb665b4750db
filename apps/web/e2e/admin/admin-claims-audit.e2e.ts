import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eData, launchBrowser, mailDir, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { signIn } from '../public/accounts-session.ts';
import { expectToast, signInAdmin } from './admin-session.ts';

const OVERRIDE_REASON = 'Met the lawyer at the IBP chapter office; documents follow by post.';

describe.skipIf(skipE2e)('admin claims review and audit log', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signInAdmin(browser, 'superAdmin');
  });
  afterAll(() => browser?.close());

  const card = (claimant: string) => page.getByTestId('claim-card').filter({ hasText: claimant });

  it('approves one pending claim and rejects another with a reason', async () => {
    const { approve, reject } = e2eData().admin.claims;
    await page.goto('/admin/claims');
    await card(approve.claimant).waitFor();
    expect(await card(approve.claimant).innerText()).toContain('IBP ID and PTR attached');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Review claim by ${approve.claimant}` }).click();
    const review = page.getByRole('dialog', { name: `Review claim by ${approve.claimant}` });
    // No files were uploaded with this claim: the dialog says so beside the roll entry.
    expect(await review.getByText('Not uploaded').count()).toBe(2);
    await review.getByText(approve.lawyer).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Without a selfie or an ID, approving is an override: the dialog says what is missing and asks why.
    await review.getByRole('button', { name: 'Approve and verify' }).click();
    await review.getByText('Approve without the required documents?').waitFor();
    await review.getByText('The claimant has not uploaded a selfie or an ID document.', { exact: false }).waitFor();
    await review.getByRole('button', { name: 'Approve without documents' }).click();
    await review.getByText('A reason is required to approve without the documents').waitFor();
    await review.getByLabel('Reason for the override').fill(OVERRIDE_REASON);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await review.getByRole('button', { name: 'Approve without documents' }).waitFor();
      expect(await review.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await review.getByRole('button', { name: 'Approve without documents' }).click();
    await expectToast(page, 'Claim approved');
    await card(approve.claimant).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Review claim by ${reject.claimant}` }).click();
    const dialog = page.getByRole('dialog', { name: `Review claim by ${reject.claimant}` });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByRole('button', { name: 'Reject Claim' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('The roll number belongs to someone else.');
    await dialog.getByRole('button', { name: 'Reject Claim' }).click();
    await expectToast(page, 'Claim rejected');
    await card(reject.claimant).waitFor({ state: 'detached' });

    await page.getByText('Rejected', { exact: true }).click();
    await card(reject.claimant).filter({ hasText: 'The roll number belongs to someone else.' }).waitFor();

    // The claimant is told by e-mail, and the dashboard says why and how to try again.
    const mail = await waitForMail(mailDir(), reject.email, /not approved/);
    expect(mail.text).toContain('Reason given: The roll number belongs to someone else.');
    const claimant = await signIn(browser, reject.email, e2eData().admin.password);
    await claimant.getByTestId('verification-status').filter({ hasText: 'Verification rejected' }).waitFor();
    const status = claimant.getByTestId('claim-status');
    await status.filter({ hasText: 'Reason: The roll number belongs to someone else.' }).waitFor();
    await status.getByRole('link', { name: 'Try again' }).click();
    await claimant.waitForURL(/\/claim-profile\?lawyer=/);
    await claimant.context().close();
  });

  it('shows super admins who decided what and when in the audit log', async () => {
    await page.getByRole('link', { name: 'Audit Log' }).click();
    await page.getByTestId('audit-row').first().waitFor();
    const text = (await page.getByTestId('audit-row').allInnerTexts()).join('\n');
    expect(text).toContain('claim.approve');
    expect(text).toContain(OVERRIDE_REASON);
    expect(text).toContain('claim.reject');
    expect(text).toContain(e2eData().users.superAdmin.email);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('keeps the audit log from an admin who is not a super admin', async () => {
    const admin = await signInAdmin(browser, 'admin');
    await admin.goto('/admin/audit-log');
    await admin.waitForURL(/\/admin\/dashboard$/);
    const status = await admin.evaluate(async () => {
      const response = await fetch('/api/admin/audit-log', {
        headers: { 'X-Batas-Session': 'admin' },
      });
      return response.status;
    });
    expect(status).toBe(403);
    await admin.context().close();
  });
});
