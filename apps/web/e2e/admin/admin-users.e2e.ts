import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eData, launchBrowser, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { chooseOption, expectToast, signInAdmin, SLOW } from './admin-session.ts';

describe.skipIf(skipE2e)('admin dashboard and User Management', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signInAdmin(browser, 'superAdmin');
  });
  afterAll(() => browser?.close());

  const people = () => e2eData().admin.people;
  const row = (text: string) => page.getByTestId('user-row').filter({ hasText: text });
  const search = async (text: string) => {
    await page.getByLabel('Search users').fill(text);
    await row(text).first().waitFor();
  };
  const rowMenu = async (name: string) => {
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    return page.getByRole('menu');
  };

  it('shows the six stats and approves and rejects pending users, refreshing after each', async () => {
    await page.goto('/admin/dashboard');
    for (const label of [
      'Total Users',
      'Pending Approvals',
      'Approved Users',
      'Rejected Users',
      'Total Lawyers',
      'Total Articles',
    ]) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    const pendingBefore = Number(await page.getByTestId('stat-pendingApprovals').innerText());
    const { dashboardApprove, dashboardReject } = people();
    await page.getByRole('button', { name: `Approve ${dashboardApprove.name}` }).click();
    await expectToast(page, 'User approved');
    await page.getByTestId('pending-user').filter({ hasText: dashboardApprove.name }).waitFor({ state: 'detached' });
    await expect
      .poll(async () => Number(await page.getByTestId('stat-pendingApprovals').innerText()), SLOW)
      .toBe(pendingBefore - 1);

    await page.getByRole('button', { name: `Reject ${dashboardReject.name}` }).click();
    await expectToast(page, 'User rejected');
    await page.getByTestId('pending-user').filter({ hasText: dashboardReject.name }).waitFor({ state: 'detached' });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("lists users with 'Never' for no login, pages with 'Page X of Y', and filters by status", async () => {
    await page.goto('/admin/users');
    await page.getByTestId('user-row').first().waitFor();
    for (const column of ['User', 'Type', 'Status', 'Registration', 'Last Login', 'Actions']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(await page.getByTestId('user-row').count()).toBe(10);
    // The seed has more than 10 accounts; other suites may register more, so the page count is read, not assumed.
    const pager = await page.getByText(/^Page 1 of \d+$/).innerText();
    const pages = Number(pager.split(' of ')[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Page 1 of ${pages}`).waitFor();

    await search(people().toggle.name);
    expect(await row(people().toggle.name).innerText()).toContain('Never');
    await page.getByText(/Page \d+ of/).waitFor({ state: 'detached' });

    await page.getByLabel('Search users').fill('');
    await chooseOption(page, 'Status', 'Rejected');
    await expect
      .poll(
        async () => (await page.getByTestId('user-row').allInnerTexts()).every((text) => /rejected/i.test(text)),
        SLOW,
      )
      .toBe(true);
    await row(people().dashboardReject.name).waitFor();
    await chooseOption(page, 'Status', 'All Status');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
  });

  it('offers Approve and Reject only for pending users, and approves from the row menu', async () => {
    await page.goto('/admin/users');
    const { listApprove } = people();
    await search(listApprove.name);
    let menu = await rowMenu(listApprove.name);
    await menu.getByRole('menuitem', { name: 'View Details' }).waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'View Details',
      'Approve',
      'Reject',
      'Delete User',
    ]);
    await menu.getByRole('menuitem', { name: 'Approve' }).click();
    await expectToast(page, 'User approved');
    await row(listApprove.name).filter({ hasText: 'Approved' }).waitFor();
    menu = await rowMenu(listApprove.name);
    await menu.getByRole('menuitem', { name: 'Deactivate' }).waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['View Details', 'Deactivate', 'Delete User']);
    await page.keyboard.press('Escape');
  });

  it('deactivates and reactivates an approved user', async () => {
    const { toggle } = people();
    await search(toggle.name);
    await (await rowMenu(toggle.name)).getByRole('menuitem', { name: 'Deactivate' }).click();
    await expectToast(page, 'User deactivated');
    await row(toggle.name).filter({ hasText: 'Inactive' }).waitFor();
    await (await rowMenu(toggle.name)).getByRole('menuitem', { name: 'Activate' }).click();
    await expectToast(page, 'User activated');
    await row(toggle.name).filter({ hasText: 'Inactive' }).waitFor({ state: 'detached' });
  });

  it('shows the details modal with the lawyer profile block', async () => {
    const { lawyer } = people();
    await search(lawyer.name);
    await (await rowMenu(lawyer.name)).getByRole('menuitem', { name: 'View Details' }).click();
    const modal = page.getByRole('dialog', { name: 'User Details' });
    await modal.waitFor();
    const text = await modal.innerText();
    for (const expected of [
      'Lawyer Profile',
      'Bar Number',
      '90010',
      'Specialization',
      'Labor',
      'Experience',
      'years',
      'Law Firm',
      'Abogado & Partners',
      'Last Login',
      'Never',
    ]) {
      expect(text).toContain(expected);
    }
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });

  it('deletes a user after the exact confirmation', async () => {
    const { remove } = people();
    await search(remove.name);
    await (await rowMenu(remove.name)).getByRole('menuitem', { name: 'Delete User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete User' });
    await dialog.getByText('Are you sure you want to delete this user? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted');
    await page.getByText('No users found').waitFor();
  });

  it('tells the admin when an action is refused: deleting your own account', async () => {
    const own = e2eData().users.superAdmin.email;
    await search(own);
    await (await rowMenu('Ada Admin')).getByRole('menuitem', { name: 'Delete User' }).click();
    await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'You cannot delete your own account');
    await row(own).waitFor();
  });
});
