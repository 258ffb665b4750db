/** Claiming a roll profile in a real browser, an admin approving it, and the new owner editing the profile. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { signInAdmin } from '../admin/admin-session.ts';
import { expectToast, field, signIn } from './accounts-session.ts';

describe.skipIf(skipE2e)('profile claims', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a client claims a profile, an admin approves it, and the owner edits it', async () => {
    const { claim, password } = e2eData().accounts;
    const page = await signIn(browser, claim.claimant.email, password);
    await page.getByRole('link', { name: 'Claim Lawyer Profile' }).first().click();
    await page.waitForURL(/\/claim-profile$/);
    await page.getByRole('button', { name: 'Submit claim' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit claim' }).click();
    await page.getByText('Please select a lawyer profile to claim').waitFor();
    await page.getByText('Verification documents are required').waitFor();

    // Accents and case do not matter: 'ramon penaflorida' finds 'RAMÓN PEÑAFLORIDA'.
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/lawyers?') && response.url().includes('status=verified'),
    );
    await field(page, 'Search the roll').fill(claim.searchText);
    const request = new URL((await searched).url());
    expect(request.searchParams.get('limit')).toBe('20');
    await page.getByRole('radio', { name: `${claim.fullName}, roll number ${claim.rollNumber}` }).click();
    await field(page, 'Verification documents').fill('IBP ID 2024-55512 and PTR 8812345, Quezon City');
    await field(page, 'Additional information').fill('Reachable at the office on weekdays.');
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await expectToast(page, 'Your claim has been submitted and is awaiting review.');

    await page.goto('/dashboard');
    await page.getByTestId('verification-status').filter({ hasText: 'Under review' }).waitFor();

    const admin = await signInAdmin(browser, 'moderator');
    await admin.goto('/admin/claims');
    await admin.getByRole('button', { name: `Approve claim by ${claim.claimant.name}` }).click();
    await admin.locator('.mantine-Notification-root').filter({ hasText: 'Claim approved' }).first().waitFor();
    await admin.close();

    await page.reload();
    await page.getByTestId('verification-status').filter({ hasText: 'Verified lawyer' }).waitFor();
    await page.getByText('Claim approved').waitFor();
    await page.getByRole('link', { name: 'Edit lawyer profile' }).click();
    await page.waitForURL(/\/lawyers\/[0-9a-f-]+\/edit$/);
    await field(page, 'Bio').fill('Litigation and family law practice in Quezon City.');
    await field(page, 'Website').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Must be a link starting with http:// or https://').waitFor();
    await field(page, 'Website').fill('https://penaflorida.law');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Profile updated successfully!');
    await page.waitForURL(new RegExp(`/lawyers/${claim.rollNumber}$`));
    await page.getByText('Litigation and family law practice in Quezon City.').waitFor();
    await page.close();
  });
});
