/**
 * Issue 28, finding like a lawyer: a topic word finds the provision that defines it. 'theft' shows the Revised Penal
 * Code's Art. 308 first, its link opens the Code at #art-308 with the article's label in view below the site header
 * and the sticky find bar, and the Code has its contents. At 375 and 1280 px, axe clean.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { WIDTHS, cards, expectAccessibleAndFitting } from './public-helpers.ts';

/** Whether the point at the middle of `selector`'s first line is that element (nothing sticky drawn over it). */
const isUncovered = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const element = document.querySelector(target)!;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + 4);
    return hit !== null && element.contains(hit);
  }, selector);

describe.skipIf(skipE2e)('provisions in search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(WIDTHS)(
    "at %i px 'theft' shows the Revised Penal Code, Art. 308 first, and its link lands on the article",
    async (width) => {
      const { penalCode } = e2eData().viewer;
      const page = await openPage(browser, '/law-library?q=theft', width);
      const first = cards(page).first();
      const link = first.getByRole('link', { name: 'Revised Penal Code, Art. 308 — Who are liable for theft' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/law-library/${penalCode.slug}#art-308`);
      expect(await first.getByTestId('provision-passage').innerText()).toMatch(
        /^Theft is committed by any person who, with intent to gain/,
      );
      await expectAccessibleAndFitting(page);

      await link.click();
      await page.waitForURL((url) => url.pathname === `/law-library/${penalCode.slug}` && url.hash === '#art-308');
      const label = page.locator('#art-308 .doc-provision-label');
      await expect.poll(() => label.innerText()).toBe('Article 308.');
      // Below the site header and the find bar that stick to the top, and drawn over by neither.
      await expect
        .poll(async () => {
          const bar = (await page.getByTestId('find-bar').boundingBox())!;
          const box = (await label.boundingBox())!;
          return box.y >= bar.y + bar.height && box.y + box.height <= 900;
        })
        .toBe(true);
      expect(await isUncovered(page, '#art-308 .doc-provision-label')).toBe(true);
      await page.close();
    },
  );

  it.each(WIDTHS)(
    'at %i px the Revised Penal Code has a contents list of its books, titles and chapters',
    async (width) => {
      const { penalCode } = e2eData().viewer;
      const page = await openPage(browser, `/law-library/${penalCode.slug}`, width);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      await contents.waitFor();
      // Folded on a phone until asked, open on a desktop.
      if (width < 768) await contents.getByText('Contents', { exact: true }).click();
      const book = contents.getByRole('link', { name: 'BOOK TWO · CRIMES AND PENALTIES' });
      await book.waitFor();
      expect(await contents.getByRole('link', { name: 'CHAPTER THREE · THEFT' }).getAttribute('href')).toBe(
        '#book-2-title-10-chapter-3',
      );
      await book.click();
      await page.waitForURL((url) => url.hash === '#book-2');
      await page.getByRole('heading', { level: 2, name: 'BOOK TWO CRIMES AND PENALTIES' }).waitFor();
      await expectAccessibleAndFitting(page);
      await page.close();
    },
  );
});
