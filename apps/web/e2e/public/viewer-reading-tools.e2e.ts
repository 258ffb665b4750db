/**
 * Issue 28, reading like a lawyer: a decision's footnotes both ways (on a phone, the note in a sheet over the text),
 * and the words of the search the reader came from marked, with next and previous. At 375 and 1280 px, axe clean.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eData, launchBrowser, openPage, skipE2e } from '../support/browser.ts';
import { WIDTHS, expectAccessibleAndFitting } from './public-helpers.ts';

describe.skipIf(skipE2e)('the viewer’s reading tools', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(WIDTHS)('a footnote mark leads to its note and back, at %i px', async (width) => {
    const { headedDecision } = e2eData().viewer;
    const page = await openPage(browser, `/law-library/${headedDecision.slug}`, width);
    const body = page.getByTestId('document-body');
    const mark = body.locator('a.doc-fn-ref[href="#fn-1"]');
    await mark.waitFor();
    expect(await mark.innerText()).toBe('[1]');
    await expectAccessibleAndFitting(page);

    if (width < 768) {
      // A phone keeps its place: the note opens over the text.
      await mark.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await mark.click();
      const sheet = page.getByRole('dialog', { name: 'Note [1]' });
      await sheet.getByText('Rollo, pp. 3-5.').waitFor();
      expect(new URL(page.url()).hash).toBe('');
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
      await expectAccessibleAndFitting(page);
      await sheet.getByRole('button', { name: 'Close' }).click();
      await sheet.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#fn-1');
    } else {
      await mark.click();
      await page.waitForURL((url) => url.hash === '#fn-1');
      const note = body.locator('[id="fn-1"]');
      expect(await note.innerText()).toMatch(/^\[1\]\s*Rollo, pp\. 3-5\./);
      await page.waitForFunction(() => {
        const box = document.getElementById('fn-1')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      await note.getByRole('link', { name: 'Back to note 1 in the text' }).click();
      await page.waitForURL((url) => url.hash === '#fnref-1');
      await page.waitForFunction(() => {
        const box = document.getElementById('fnref-1')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    }
    await page.close();
  });

  it.each(WIDTHS)('the words searched for are marked, with next and previous, at %i px', async (width) => {
    const { headedDecision } = e2eData().viewer;
    const page = await openPage(browser, `/law-library/${headedDecision.slug}?q=union`, width);
    const status = page.getByTestId('find-status');
    await page.waitForFunction(() =>
      /^1 of \d+$/.test(document.querySelector('[data-testid="find-status"]')!.textContent ?? ''),
    );
    const total = Number((await status.innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThan(1);
    const marks = page.getByTestId('document-body').locator('mark.doc-hit');
    expect(await marks.count()).toBe(total);
    expect((await marks.first().innerText()).toLowerCase()).toBe('union');
    await expectAccessibleAndFitting(page);

    await page.getByRole('button', { name: 'Next match' }).click();
    await status.getByText(`2 of ${total}`).waitFor();
    expect(await page.locator('mark.doc-hit--current').getAttribute('data-hit')).toBe('1');
    await page.getByRole('button', { name: 'Previous match' }).click();
    await page.getByRole('button', { name: 'Previous match' }).click();
    await status.getByText(`${total} of ${total}`).waitFor();
    await page.close();
  });

  it.each(WIDTHS)(
    'typing “Art. 19” in the find bar offers to go to Article 19, and lands there, at %i px',
    async (width) => {
      const { civilCode } = e2eData().viewer;
      const page = await openPage(browser, `/law-library/${civilCode.slug}`, width);
      await page.getByLabel('Search in this document').fill('Art. 19');
      const jump = page.getByRole('link', { name: 'Go to Article 19' });
      await jump.click();
      await page.waitForFunction(() => {
        const box = document.getElementById('art-19')!.getBoundingClientRect();
        // Below the sticky bars, in the upper part of the screen.
        return box.top >= 40 && box.top < window.innerHeight / 2;
      });
      await expectAccessibleAndFitting(page);
      await page.close();
    },
  );

  it.each(WIDTHS)(
    'a search result opens with its words marked, and “Cites” near the top jumps to the panel, at %i px',
    async (width) => {
      const { headedDecision } = e2eData().viewer;
      const page = await openPage(browser, '/law-library?q=union', width);
      await page.locator(`a[href^="/law-library/${headedDecision.slug}"]`).first().click();
      await page.waitForURL(
        (url) => url.pathname === `/law-library/${headedDecision.slug}` && url.search === '?q=union',
      );
      await page.getByTestId('document-body').locator('mark.doc-hit').first().waitFor();
      const bar = page.getByTestId('reading-links');
      expect(await bar.innerText()).toMatch(/^Cited by \d+ · Cites( \d+)?/);
      await bar.getByRole('link', { name: /^Cites/ }).click();
      await page.waitForFunction(() => {
        const panel = document.getElementById('cites');
        if (!panel) return false;
        const box = panel.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      });
      await page.close();
    },
  );
});
