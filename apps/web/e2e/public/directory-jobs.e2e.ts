/** /jobs: the pager, Apply Now, and Save Job signed out (a sign-in prompt) and signed in (on the dashboard). */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, navigateInApp, openPage, skipE2e, waitForApp } from '../support/browser.ts';
import { cards, expectAccessibleAndFitting, WIDTHS } from './public-helpers.ts';

const titles = (page: Page) => cards(page).locator('h3').allInnerTexts();

describe.skipIf(skipE2e)('legal jobs: pager, applying and saving', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(WIDTHS)('pages the six jobs five at a time, without repeating one (%i px)', async (width) => {
    const page = await openPage(browser, '/jobs', width);
    await page.getByText('Showing 6 of 6 jobs · page 1 of 2').waitFor();
    const first = await titles(page);
    expect(first).toHaveLength(5);
    const pager = page.getByRole('navigation', { name: 'Job pages' });
    expect(await pager.getByRole('button', { name: /^Page \d$/ }).allInnerTexts()).toEqual(['1', '2']);
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText('Showing 6 of 6 jobs · page 2 of 2').waitFor();
    const second = await titles(page);
    expect(second).toEqual(['Attorney IV, Environmental Regulation']);
    expect(first).not.toContain(second[0]);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expectAccessibleAndFitting(page);
    // A new filter starts from its first page; one page of results needs no pager.
    await page.getByLabel('Search').fill('counsel');
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('q') === 'counsel');
    await page.getByText('Showing 1 of 6 jobs').waitFor();
    expect(await pager.count()).toBe(0);
    await page.close();
  });

  it("opens the employer's application page, or an e-mail naming the job", async () => {
    const page = await openPage(browser, '/jobs');
    const bank = cards(page).filter({ hasText: 'In-House Legal Counsel' });
    const online = bank.getByRole('link', { name: /Apply Now/ });
    expect(await online.getAttribute('href')).toBe(
      'https://careers.pacificarchipelagobank.example/openings/in-house-legal-counsel',
    );
    expect(await online.getAttribute('target')).toBe('_blank');
    const researcher = cards(page).filter({ hasText: 'Legal Researcher' });
    expect(await researcher.getByRole('link', { name: /Apply Now/ }).getAttribute('href')).toBe(
      'mailto:careers@lextech.example?subject=Application%3A%20Legal%20Researcher',
    );
    await page.close();
  });

  it.each(WIDTHS)(
    'asks a signed-out visitor to sign in, comes back, saves, and shows the job on the dashboard (%i px)',
    async (width) => {
      const { jobSeeker } = e2eData().directory;
      const page = await openPage(browser, '/jobs?sort=company', width);
      const researcher = () => cards(page).filter({ hasText: 'Legal Researcher' });
      await researcher().getByRole('button', { name: 'Save Job: Legal Researcher' }).click();
      const prompt = researcher().getByRole('alert').filter({ hasText: 'Sign in to save jobs' });
      await prompt.waitFor();
      // Focus moves to the prompt, so that it is heard.
      expect(await prompt.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectAccessibleAndFitting(page);
      await prompt.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL(/\/login$/);
      await page.getByLabel('Email').fill(jobSeeker.email);
      await page.getByLabel('Password').fill(jobSeeker.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Back on the same list, filters kept.
      await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('sort') === 'company');
      await researcher().getByRole('button', { name: 'Save Job: Legal Researcher' }).click();
      await researcher().getByRole('button', { name: 'Saved: Legal Researcher', pressed: true }).waitFor();

      await navigateInApp(page, '/dashboard');
      const saved = page.getByRole('region', { name: 'Saved jobs' });
      await saved.getByText('Legal Researcher', { exact: true }).waitFor();
      expect(await saved.getByRole('link', { name: 'Apply Now: Legal Researcher' }).getAttribute('href')).toContain(
        'mailto:careers@lextech.example',
      );
      await expectAccessibleAndFitting(page);
      await saved.getByRole('button', { name: 'Remove from saved jobs: Legal Researcher' }).click();
      await saved.getByText(/No saved jobs yet/).waitFor();

      // The list is the server's: after a reload the job is still gone from the jobs page too.
      await page.goto('/jobs?sort=company');
      await waitForApp(page);
      await researcher().getByRole('button', { name: 'Save Job: Legal Researcher', pressed: false }).waitFor();
      await page.close();
    },
  );
});
