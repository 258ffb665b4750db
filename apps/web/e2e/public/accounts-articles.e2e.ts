/** A verified lawyer writes an article in the rich-text editor, saves, publishes, unpublishes and deletes it. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, seriousA11yViolations, skipE2e } from '../support/browser.ts';
import { chooseOption } from '../admin/admin-session.ts';
import { expectFieldError, expectToast, field, signIn } from './accounts-session.ts';

describe.skipIf(skipE2e)('article editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('writes, publishes, unpublishes and deletes an article', async () => {
    const { author, password } = e2eData().accounts;
    const page = await signIn(browser, author.email, password);
    await page.getByRole('link', { name: 'Write an article' }).click();
    await page.waitForURL(/\/articles\/new$/);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expectFieldError(page, 'Title', 'Title is required');
    await expectFieldError(page, 'Summary', 'Summary is required');
    await expectFieldError(page, 'Category', 'Category is required');
    await page.getByText('Content is required').waitFor();

    await field(page, 'Title').fill('Small claims in plain words');
    await field(page, 'Summary').fill('What the 2016 Revised Rules on Small Claims mean for a sari-sari store owner.');
    await chooseOption(page, 'Category', 'Family Law');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Claims up to one million pesos are heard without lawyers.');
    await field(page, 'Tags').fill(' small claims ');
    await page.keyboard.press('Enter');
    await field(page, 'Tags').fill('Small claims');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await field(page, 'Tags').fill('procedure');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.getByRole('button', { name: /^Remove tag/ }).count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expectToast(page, 'Article saved successfully!');
    await page.waitForURL(/\/articles\/[0-9a-f-]+\/edit$/);
    await page.getByTestId('article-status').filter({ hasText: 'Draft' }).waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Article published successfully!');
    await page.waitForURL(/\/articles\/manage$/);
    const card = page.getByTestId('managed-article').filter({ hasText: 'Small claims in plain words' });
    await card.getByText('Published', { exact: true }).waitFor();

    await card.getByRole('link', { name: 'Small claims in plain words' }).click();
    await page.waitForURL(/\/articles\/small-claims-in-plain-words$/);
    await page.getByText('Claims up to one million pesos are heard without lawyers.').waitFor();

    await page.goto('/articles/manage');
    await card.getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Article unpublished');
    await card.getByText('Draft', { exact: true }).waitFor();
    await page.getByText('Drafts', { exact: true }).click();
    await card.waitFor();

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete article' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Article deleted successfully');
    await card.waitFor({ state: 'detached' });
    await page.close();
  });
});
