/** /lawyers and /lawyers/{id}, with the profile's trust panel. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { cards, checkAtBothWidths, metaDescription } from './public-helpers.ts';

const PRACTICE_AREAS = ['Corporate', 'Criminal', 'Family', 'Labor', 'Civil', 'Tax', 'Immigration', 'Real Estate Law'];

describe.skipIf(skipE2e)('lawyer directory and profiles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is accessible at both widths', async () => {
    const { directory, fullProfile } = e2eData().public;
    await checkAtBothWidths(browser, `/lawyers?q=${directory.search}`, (page) => cards(page).first().waitFor());
    await checkAtBothWidths(browser, `/lawyers/${fullProfile.rollNumber}`, (page) =>
      page.getByRole('heading', { name: fullProfile.name, level: 1 }).waitFor(),
    );
  });

  it('takes q or search, shows 50 at a time and loads more', async () => {
    const { directory } = e2eData().public;
    const page = await openPage(browser, `/lawyers?q=${directory.search}`);
    expect(await page.getByLabel('Name').inputValue()).toBe(directory.search);
    await page.getByText(`Showing 50 of ${directory.count} lawyers`).waitFor();
    expect(await cards(page).count()).toBe(50);
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByText(`Showing ${directory.count} of ${directory.count} lawyers`).waitFor();
    expect(await cards(page).count()).toBe(directory.count);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await page.close();

    const bySearch = await openPage(browser, `/lawyers?search=${directory.search}`);
    expect(await bySearch.getByLabel('Name').inputValue()).toBe(directory.search);
    await bySearch.getByText(`Showing 50 of ${directory.count} lawyers`).waitFor();
    await bySearch.close();
  });

  it('filters by the eight practice areas, with chips for the first four', async () => {
    const page = await openPage(browser, '/lawyers');
    const chips = page.getByRole('group', { name: 'Popular practice areas' });
    await chips.getByRole('checkbox').first().waitFor({ state: 'attached' });
    expect(
      await chips
        .getByRole('checkbox')
        .evaluateAll((inputs) => inputs.map((input) => input.closest('.mantine-Chip-root')?.textContent)),
    ).toEqual(PRACTICE_AREAS.slice(0, 4));
    await page.getByRole('textbox', { name: 'Practice area' }).click();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['All practice areas', ...PRACTICE_AREAS]);
    await page.getByRole('option', { name: 'Real Estate Law' }).click();
    await page.waitForURL((url) => url.searchParams.get('practiceArea') === 'Real Estate Law');
    await chips.getByText('Family', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('practiceArea') === 'Family');
    await page.getByLabel('Location').fill('Iloilo');
    await page.getByLabel('Location').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('location') === 'Iloilo');
    await cards(page).filter({ hasText: e2eData().public.fullProfile.name }).waitFor();
    await page.close();
  });

  it('shows the display fallbacks and re-cases names from the roll', async () => {
    const { bareLawyer } = e2eData().public;
    const page = await openPage(browser, '/lawyers?q=makabayan');
    const card = cards(page).filter({ hasText: `Roll No. ${bareLawyer.rollNumber}` });
    await card.getByRole('link', { name: bareLawyer.name, exact: true }).waitFor(); // from 'PEDRO MAKABAYAN'
    for (const text of ['Legal Professional', 'Philippines']) await card.getByText(text, { exact: true }).waitFor();
    // No reviews, so no rating: neither '0.0' nor a review count.
    expect(await card.getByText(/0\.0|reviews?\b/).count()).toBe(0);
    expect(await card.getByText('PM', { exact: true }).count()).toBe(1); // initials
    await page.close();
  });

  it('replaces an internal id in the URL with the roll number and shows every field group', async () => {
    const { fullProfile } = e2eData().public;
    const page = await openPage(browser, `/lawyers/${fullProfile.id}`);
    await page.waitForURL((url) => url.pathname === `/lawyers/${fullProfile.rollNumber}`);
    await page.getByRole('heading', { name: fullProfile.name, level: 1 }).waitFor();
    expect(await page.evaluate(() => history.length)).toBe(2); // replaced, not pushed: Back leaves the profile
    for (const badge of ['Verified', 'Claimed']) await page.getByText(badge, { exact: true }).first().waitFor();
    for (const section of [
      'About',
      'Practice',
      'Experience',
      'Education',
      'Certifications',
      'Qualifications',
      'Notary Public',
      'Office Address',
      'Social Media',
    ]) {
      await page.getByRole('region', { name: section }).waitFor();
    }
    await page.getByText('Managing Partner · Abad and Partners Law Office').waitFor();
    await page.getByText('Commission No. NC-2023-118').waitFor();
    await page.getByText('Commission valid until December 31, 2025').waitFor();
    await page.getByRole('region', { name: 'Office Address' }).getByText('Iloilo City, Iloilo').waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Social Media' })
        .getByRole('link', { name: 'LinkedIn' })
        .getAttribute('href'),
    ).toBe('https://www.linkedin.com/in/abad-law-example');

    const trust = page.getByRole('region', { name: 'From the Roll of Attorneys' });
    for (const text of ['91001', 'May 14, 2004', 'Verified on February 20, 2024'])
      await trust.getByText(text, { exact: true }).waitFor();

    const description = (await metaDescription(page))!;
    // Cut at 300 characters (a space left at the cut is trimmed).
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description.length).toBeGreaterThan(290);
    expect(fullProfile.bio.startsWith(description)).toBe(true);
    expect(await page.title()).toContain(fullProfile.name);
    await page.close();
  });

  it('says so when no lawyer has the id', async () => {
    const page = await openPage(browser, '/lawyers/999999999999');
    await page.getByText('Lawyer not found').waitFor();
    await page.close();
  });
});
