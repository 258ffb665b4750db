/** /firms, /firms/{slug} and /jobs: fixed sample data filtered and sorted in the browser. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../admin/admin-session.ts';
import { launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { cards, checkAtBothWidths } from './public-helpers.ts';

const titles = (page: Page) => cards(page).locator('h3').allInnerTexts();

describe.skipIf(skipE2e)('law firms and legal jobs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is accessible at both widths', async () => {
    await checkAtBothWidths(browser, '/firms', (page) => page.getByText('Showing 6 of 6 law firms').waitFor());
    await checkAtBothWidths(browser, '/jobs', (page) => page.getByText('Showing 6 of 6 jobs').waitFor());
    // The firm profile: directory-profiles.e2e.ts.
  });

  it('filters and sorts the six firms, showing the first 2 notable cases, on one page (no pager)', async () => {
    const page = await openPage(browser, '/firms');
    await page.getByText('Showing 6 of 6 law firms').waitFor();
    const villanueva = cards(page).filter({ hasText: 'Villanueva Santos & Reyes Law Offices' });
    expect(await villanueva.getByRole('listitem').count()).toBe(2); // of 3 notable cases
    expect(await page.getByRole('link', { name: /^View Profile/ }).count()).toBe(6);
    // Nine firms make a page: six need no pager.
    expect(await page.getByRole('navigation', { name: 'Law firm pages' }).count()).toBe(0);

    await page.getByLabel('Search').fill('TRADEMARK');
    await page.getByText('Showing 1 of 6 law firms').waitFor();
    await page.getByLabel('Search').fill('');
    await chooseOption(page, 'Location', 'Metro Manila');
    await page.getByText('Showing 3 of 6 law firms').waitFor();
    await chooseOption(page, 'Specialization', 'Litigation');
    await page.getByText('Showing 1 of 6 law firms').waitFor();
    await chooseOption(page, 'Location', 'All locations');
    await chooseOption(page, 'Firm size', 'Small Firm (2-10)');
    await page.getByText('Showing 1 of 6 law firms').waitFor();
    await chooseOption(page, 'Specialization', 'All specializations');
    await page.getByText('Showing 2 of 6 law firms').waitFor();
    await chooseOption(page, 'Firm size', 'All sizes');

    await chooseOption(page, 'Sort by', 'Name A-Z');
    await expect.poll(async () => (await titles(page))[0]).toBe('Atty. Rosario F. Gatchalian Law Office');
    await chooseOption(page, 'Sort by', 'Most Established');
    await expect.poll(async () => (await titles(page))[0]).toBe('Villanueva Santos & Reyes Law Offices');
    await chooseOption(page, 'Sort by', 'Firm Size');
    await expect.poll(async () => (await titles(page))[5]).toBe('Atty. Rosario F. Gatchalian Law Office');
    // No firm has reviews: no rating, and no sort by one (firm-rules.test.ts).
    expect(await page.getByText(/reviews\)/).count()).toBe(0);

    await villanueva.getByRole('link', { name: /View Profile/ }).click();
    await page.waitForURL(/\/firms\/villanueva-santos-reyes-law-offices$/);
    await page.getByRole('heading', { name: 'Villanueva Santos & Reyes Law Offices', level: 1 }).waitFor();
    await page.close();
  });

  it('filters and sorts the six jobs, with the posted-time wording and +N more notes', async () => {
    const page = await openPage(browser, '/jobs');
    await page.getByText('Showing 6 of 6 jobs').waitFor();
    // Newest first, five a page: the oldest is on page 2.
    for (const posted of ['1 day ago', '2 days ago', '5 days ago', '1 week ago', '2 weeks ago']) {
      await page.getByText(posted, { exact: true }).waitFor();
    }
    expect(await page.getByText('1 month ago', { exact: true }).count()).toBe(0);
    const researcher = cards(page).filter({ hasText: 'Legal Researcher' });
    await researcher.getByText('+2 more', { exact: true }).waitFor(); // 5 requirements, 3 shown
    await researcher.getByText('+1 more', { exact: true }).waitFor(); // 4 benefits, 3 shown
    await researcher.getByRole('button', { name: /Save Job/ }).waitFor();
    await researcher.getByRole('link', { name: /Apply Now/ }).waitFor();

    await page.getByText('Remote Work Available').click();
    await page.getByText('Showing 1 of 6 jobs').waitFor();
    await page.getByText('Remote Work Available').click();
    await chooseOption(page, 'Location', 'Remote');
    await page.getByText('Showing 1 of 6 jobs').waitFor();
    await chooseOption(page, 'Location', 'Metro Manila');
    await page.getByText('Showing 3 of 6 jobs').waitFor();
    await chooseOption(page, 'Location', 'All locations');
    await chooseOption(page, 'Minimum salary', '₱800,000 or more');
    await page.getByText('Showing 2 of 6 jobs').waitFor();
    await chooseOption(page, 'Minimum salary', 'Any salary');
    await chooseOption(page, 'Company type', 'Government Agency');
    await page.getByText('Showing 1 of 6 jobs').waitFor();
    await chooseOption(page, 'Company type', 'All company types');
    await chooseOption(page, 'Employment type', 'Contract');
    await page.getByText('Showing 1 of 6 jobs').waitFor();
    await chooseOption(page, 'Employment type', 'All types');
    await chooseOption(page, 'Experience level', 'Associate (3-5 years)');
    await page.getByText('Showing 2 of 6 jobs').waitFor();
    await chooseOption(page, 'Experience level', 'All levels');
    await chooseOption(page, 'Practice area', 'Family Law');
    await page.getByText('Showing 1 of 6 jobs').waitFor();
    await chooseOption(page, 'Practice area', 'All practice areas');

    await chooseOption(page, 'Sort by', 'Highest Salary');
    await expect.poll(async () => (await titles(page))[0]).toBe('In-House Legal Counsel');
    await chooseOption(page, 'Sort by', 'Company A-Z');
    await expect.poll(async () => (await titles(page))[0]).toBe('Legal Aid Lawyer, Family and Children');
    await chooseOption(page, 'Sort by', 'Job Title A-Z');
    await expect.poll(async () => (await titles(page))[0]).toBe('Attorney IV, Environmental Regulation');
    await page.close();

    const searched = await openPage(browser, '/jobs?q=bank');
    expect(await searched.getByLabel('Search').inputValue()).toBe('bank');
    await searched.getByText('Showing 1 of 6 jobs').waitFor();
    await searched.close();
  });
});
