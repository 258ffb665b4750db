import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { chooseOption, expectToast, signInAdmin, SLOW } from './admin-session.ts';

/** Creates, edits and deletes its own document, so the library the public tests count is left as it was. */
describe.skipIf(skipE2e)('admin Document Management', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signInAdmin(browser, 'contentManager');
  });
  afterAll(() => browser?.close());

  const rows = () => page.getByTestId('document-row');
  const TITLE = 'Heirs of Magdalena Santos v. Reyes';

  it('lists documents with the columns, badges, numbered pages and the four filters', async () => {
    await rows().first().waitFor();
    for (const column of ['Document', 'Type & Court', 'Date & Citation', 'Status', 'Actions']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(await rows().count()).toBe(10);
    await page.getByText('GR No. L-63915').waitFor();
    expect(await page.getByText('Unverified', { exact: true }).count()).toBeGreaterThan(0);
    const pages = page.getByRole('navigation', { name: 'Document pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await pages.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();

    for (const [label, all] of [
      ['Document Type', 'All Types'],
      ['Court Level', 'All Courts'],
      ['Law Category', 'All Categories'],
    ]) {
      expect(await page.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe(all);
    }
    await chooseOption(page, 'Document Type', 'Republic Act');
    // The two Republic Acts of the browser tests' library: the Data Privacy Act and the Civil Code excerpt.
    await expect.poll(() => rows().count(), SLOW).toBe(2);
    await rows().filter({ hasText: 'DATA PRIVACY ACT OF 2012' }).waitFor();
    await rows().filter({ hasText: 'THE CIVIL CODE OF THE PHILIPPINES' }).waitFor();
    await chooseOption(page, 'Document Type', 'All Types');
    await chooseOption(page, 'Court Level', 'Supreme Court');
    await rows().filter({ hasText: 'TUVERA' }).waitFor();
    await chooseOption(page, 'Court Level', 'All Courts');
    await page.getByLabel('Search', { exact: true }).fill('mandamus');
    await expect.poll(() => rows().count(), SLOW).toBe(1);
    await page.getByLabel('Search', { exact: true }).fill('');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('creates a document: required fields first, then every field of the form', async () => {
    await page.getByRole('button', { name: 'Add Document' }).click();
    const modal = page.getByRole('dialog', { name: 'Create New Document' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Create Document' }).click();
    await modal.getByText('Title is required').waitFor();
    await modal.getByText('Document type is required').waitFor();

    await modal.getByLabel('Title').fill(TITLE);
    await chooseOption(page, 'Document Type', 'Supreme Court Decision', modal);
    await modal.getByLabel('Citation').fill('G.R. No. 777777, March 3, 2021');
    await modal.getByLabel('GR Number').fill('777777');
    await modal.getByLabel('Date Decided').fill('2021-03-03');
    await modal.getByLabel('Ponente').fill('LEONEN, J.');
    await modal.getByLabel('Petitioner').fill('Heirs of Magdalena Santos');
    await modal.getByLabel('Respondent').fill('Spouses Reyes');
    await modal.getByLabel('Subject').fill('Usufruct over a fishpond');
    await modal.getByLabel('Legal Topics').fill('Succession');
    await page.keyboard.press('Enter');
    await modal.getByLabel('Summary').fill('Who may enjoy the fruits of an inherited fishpond.');
    await modal.getByLabel('Full Text').fill('The heirs claim the usufruct over the fishpond in Bulacan.');
    await modal.getByRole('button', { name: 'Create Document' }).click();
    await expectToast(page, 'Document created');
    await modal.waitFor({ state: 'detached' });

    // A word of this document alone: the Revised Penal Code in the test library speaks of fishponds too.
    await page.getByLabel('Search', { exact: true }).fill('Magdalena');
    await rows().filter({ hasText: TITLE }).waitFor();
    expect(await rows().filter({ hasText: TITLE }).innerText()).toContain('GR No. 777777');
  });

  it('edits it in the Edit Document modal and marks it Verified', async () => {
    await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Document' });
    await modal.waitFor();
    await expect.poll(() => modal.getByLabel('Title').inputValue(), SLOW).toBe(TITLE);
    expect(await modal.getByLabel('Date Decided').inputValue()).toBe('2021-03-03');
    await modal.getByText('Succession').waitFor();
    await modal.getByLabel('Verified Document').check();
    await modal.getByRole('button', { name: 'Update Document' }).click();
    await expectToast(page, 'Document updated');
    await rows().filter({ hasText: TITLE }).getByText('Verified', { exact: true }).waitFor();
  });

  it('deletes it after the exact confirmation', async () => {
    await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Document' });
    await dialog.getByText('Are you sure you want to delete this document?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Document deleted');
    await page.getByText('No documents found').waitFor();
  });

  it('shows a failed save to the admin instead of failing silently', async () => {
    await page.route('**/api/admin/documents', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Something went wrong on our side. Please try again.' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Add Document' }).click();
    const modal = page.getByRole('dialog', { name: 'Create New Document' });
    await modal.getByLabel('Title').fill('Never saved');
    await chooseOption(page, 'Document Type', 'Republic Act', modal);
    await modal.getByRole('button', { name: 'Create Document' }).click();
    await expectToast(page, 'Something went wrong on our side. Please try again.');
    await page.getByText('Could not save the document').waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/api/admin/documents');
  });
});
