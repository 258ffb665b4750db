/**
 * A stored document whose embedded stylesheet attacks the page around it (hide the app, cover the screen, pull
 * itself over the header, rules for html/body/:root, a leading combinator, @media and @layer): in a real browser
 * the page stays visible and usable, while the document's own look still applies inside its body.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';

/** Whether the element's centre is painted by the element itself (or something inside it), not by a cover. */
async function paintsItself(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.display === 'none') return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
      return hit !== null && (element === hit || element.contains(hit));
    });
}

describe.skipIf(skipE2e)('a document stylesheet cannot hide or cover the page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([1280, 375])('at %i px', async (width) => {
    const { hostileCss } = e2eData().viewer;
    const page = await openPage(browser, `/law-library/${hostileCss.slug}`, width);
    const body = page.getByTestId('document-body');
    await body.getByText('The petition is DENIED').waitFor();

    // The app, its header and the document's title are shown and on top where they are.
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).display)).not.toBe('none');
    expect(await page.locator('body').evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    expect(await paintsItself(page, 'header')).toBe(true);
    expect(await paintsItself(page, 'h1')).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Reyes');

    // The document's paragraphs stay in the flow below the header, not pulled over it or fixed on top of it.
    const headerBox = await page.locator('header').first().boundingBox();
    const paragraphBox = await body.locator('p').last().boundingBox();
    expect(paragraphBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);

    // The document's own, harmless rule still applies, inside the document only.
    expect(
      await body
        .locator('p')
        .last()
        .evaluate((p) => getComputedStyle(p).color),
    ).toBe('rgb(12, 34, 56)');
    expect(
      await body
        .locator('p')
        .last()
        .evaluate((p) => getComputedStyle(p).position),
    ).toBe('static');
    await page.close();
  });
});
