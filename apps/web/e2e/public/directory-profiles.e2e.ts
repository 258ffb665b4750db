/** Firm profiles, lawyer cards and profiles (no rating without reviews, contact actions), and the name order. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { cards, checkAtBothWidths, metaDescription } from './public-helpers.ts';

describe.skipIf(skipE2e)('firm profiles and the lawyer directory', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // One test per page: under load, axe on four pages at two widths takes longer than one test may.
  it('firm profile is accessible at both widths', async () => {
    const { firm } = e2eData().directory;
    await checkAtBothWidths(browser, `/firms/${firm.slug}`, (page) =>
      page.getByRole('link', { name: firm.lawyers[0], exact: true }).waitFor(),
    );
  });

  it('firm not found is accessible at both widths', async () => {
    await checkAtBothWidths(browser, '/firms/no-such-firm', (page) =>
      page.getByRole('heading', { name: 'Law firm not found' }).waitFor(),
    );
  });

  it('lawyer profile with contact actions is accessible at both widths', async () => {
    await checkAtBothWidths(browser, `/lawyers/${e2eData().directory.contact.rollNumber}`, (page) =>
      page.getByRole('link', { name: /^Send an e-mail/ }).waitFor(),
    );
  });

  it('lawyer cards without ratings are accessible at both widths', async () => {
    await checkAtBothWidths(browser, `/lawyers?search=${e2eData().directory.nameOrder.search}`, (page) =>
      cards(page).first().waitFor(),
    );
  });

  it("shows every field of a firm, with the directory's lawyers who work there linked to their profiles", async () => {
    const { firm } = e2eData().directory;
    const page = await openPage(browser, `/firms/${firm.slug}`);
    await page.getByRole('heading', { name: firm.name, level: 1 }).waitFor();
    expect(await page.title()).toBe(`${firm.name} | Batas`);
    expect(await metaDescription(page)).toContain('Quezon City');
    for (const text of ['24 lawyers · Medium Firm (11-50)', 'Established 1992']) await page.getByText(text).waitFor();
    const practice = page.getByRole('region', { name: 'Practice areas' });
    for (const area of ['Litigation', 'Criminal Law', 'Family Law']) await practice.getByText(area).waitFor();
    await page.getByRole('region', { name: 'Notable cases' }).getByRole('listitem').nth(2).waitFor();
    await page.getByRole('region', { name: 'Awards' }).waitFor();
    const office = page.getByRole('region', { name: 'Office' });
    await office.getByText('224 Tomas Morato Avenue', { exact: false }).waitFor();
    expect(await office.getByRole('link', { name: '+63 2 8926 3311' }).getAttribute('href')).toBe('tel:+63289263311');
    expect(await page.getByRole('link', { name: /^Send an e-mail/ }).getAttribute('href')).toBe(
      'mailto:contact@dcablaw.example',
    );
    expect(await page.getByRole('link', { name: /^Visit website/ }).getAttribute('href')).toBe(
      'https://www.dcablaw.example',
    );

    const lawyers = page.getByRole('region', { name: 'Lawyers' });
    await lawyers.getByText('2 lawyers of this firm listed in the directory').waitFor();
    expect(await lawyers.locator('article h3').allInnerTexts()).toEqual(firm.lawyers);
    await lawyers.getByRole('link', { name: firm.lawyers[0], exact: true }).click();
    await page.waitForURL(/\/lawyers\/93003$/);
    await page.getByRole('heading', { name: firm.lawyers[0], level: 1 }).waitFor();
    await page.close();
  });

  it('says so when no firm has the address (the 404 status: server-rendered.e2e.ts)', async () => {
    const page = await openPage(browser, '/firms/no-such-firm');
    await page.getByText('No law firm has this address.', { exact: false }).waitFor();
    expect(await page.title()).toBe('Law firm not found | Batas');
    await page.getByRole('link', { name: 'Back to Law Firms' }).click();
    await page.waitForURL(/\/firms$/);
    await page.close();
  });

  it('shows no rating or review count, on cards or profiles, and offers the public ways to get in touch', async () => {
    const { contact, nameOrder } = e2eData().directory;
    const list = await openPage(browser, `/lawyers?search=${nameOrder.search}`);
    const card = cards(list).filter({ hasText: contact.name });
    await card.waitFor();
    expect(await list.getByText(/reviews?\b/i).count()).toBe(0);
    expect(await card.getByText(/\d\.\d/).count()).toBe(0);
    await list.close();

    const page = await openPage(browser, `/lawyers/${contact.rollNumber}`);
    await page.getByRole('heading', { name: contact.name, level: 1 }).waitFor();
    expect(await page.getByText(/reviews?\b/i).count()).toBe(0);
    expect(await page.getByText('4.9').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Send an e-mail/ }).getAttribute('href')).toBe(
      `mailto:${contact.email}`,
    );
    expect(await page.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:+63289263312');
    const website = page.getByRole('link', { name: /^Visit website/ });
    expect(await website.getAttribute('href')).toBe(contact.website);
    expect(await website.getAttribute('target')).toBe('_blank');
    await page.getByText(`${contact.email} · ${contact.phone}`, { exact: false }).waitFor();
    await page.close();

    const bare = await openPage(browser, `/lawyers/${contact.bareRoll}`);
    await bare.getByText('This profile lists no public contact details yet.').waitFor();
    await bare.close();
  });

  it('lists surname matches first, in an order that ignores case and accents, and counts in the singular', async () => {
    const { nameOrder, contact } = e2eData().directory;
    const page = await openPage(browser, `/lawyers?search=${nameOrder.search}`);
    await page.getByText(`Showing 4 of 4 lawyers`).waitFor();
    expect(await cards(page).locator('h3').allInnerTexts()).toEqual(nameOrder.names);
    await page.close();

    const one = await openPage(browser, `/lawyers?search=${contact.rollNumber}`);
    await one.getByText('Showing 1 of 1 lawyer', { exact: true }).waitFor();
    await one.close();
  });
});
