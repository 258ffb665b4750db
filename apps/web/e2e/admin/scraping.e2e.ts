import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCRAPING_CATEGORIES } from '@batas/shared/constants';
import { FIXTURE_SWITCH } from '../../../worker/test/support/fixture-server.ts';
import {
  e2e,
  elementsPastRightEdge,
  hasHorizontalOverflow,
  launchBrowser,
  seriousA11yViolations,
  skipE2e,
} from '../support/browser.ts';
import { signInAdmin, SLOW } from './admin-session.ts';

/**
 * The Scraping Dashboard against the real server, whose LAWPHIL_BASE_URL / ELIBRARY_BASE_URL point at the mini
 * sites global-setup serves on 127.0.0.1, so the jobs started here really run (500 ms between requests).
 * Categories are chosen so that nothing the other tests read is touched: Letters of Instruction and General
 * Orders (one document each), and the Supreme Court quick job, stopped at once. Never Republic Acts: the mini
 * site's R.A. 10173 is a document the public tests open.
 */
describe.skipIf(skipE2e)('admin Scraping Dashboard', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signInAdmin(browser, 'admin');
    await page.goto('/admin/scraping');
    await page.getByRole('heading', { name: 'Scraping Dashboard' }).waitFor();
  });
  afterAll(() => browser?.close());

  const jobs = () => page.getByTestId('scraping-job');
  const startButton = () => page.getByRole('button', { name: /^(Start Scraping|Starting\.\.\.)$/ });
  const refresh = () => page.getByRole('button', { name: 'Refresh', exact: true }).click();

  /** The job card with this name once it has the status (Refresh instead of waiting for the 10 s poll). */
  async function jobWithStatus(name: string, status: string): Promise<Locator> {
    const card = jobs().filter({ hasText: name }).first();
    await expect
      .poll(
        async () => {
          await refresh();
          return (await card.count()) > 0 && (await card.getByLabel(`Status: ${status}`, { exact: true }).count()) > 0;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);
    return card;
  }

  it('shows the stat cards, the distribution, the 19 categories and the empty job list and logs', async () => {
    for (const label of ['Total Documents', 'Active Jobs', 'Success Rate'])
      await page.getByLabel(label, { exact: true }).waitFor();
    await page.locator('[aria-label="Categories"]').filter({ hasText: '19 can be scraped' }).waitFor();
    await page.getByRole('heading', { name: 'Document Distribution' }).waitFor();
    await page.getByText('Supreme Court Decision', { exact: true }).first().waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(19);
    for (const { label } of SCRAPING_CATEGORIES)
      await page.getByRole('checkbox', { name: label, exact: true }).waitFor();
    for (const label of ['Specific year', 'Max documents per category', 'Delay (ms)'])
      await page.getByLabel(label, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Quick: Republic Acts Only' }).waitFor();
    await page.getByRole('button', { name: 'Quick: Supreme Court Only' }).waitFor();
    await page.getByText('No scraping jobs found').waitFor();
    await page.getByRole('heading', { name: 'Activity Logs' }).waitFor();
    await page.getByText('No activity logs yet').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('selects all and clears all; starting with nothing selected shows the alert', async () => {
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(19);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await startButton().getAttribute('aria-disabled')).toBe('true');
    // The alert blocks the page until answered, so it is answered from the listener, not after the click.
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // Playwright will not click an aria-disabled button; a person can, and is told why nothing starts.
    await startButton().click({ force: true });
    await expect.poll(() => alerts).toEqual(['Please select at least one category to scrape']);
    expect(await jobs().count()).toBe(0);
  });

  it('starts a job that really runs, shows its progress and results, and downloads them', async () => {
    await page.getByRole('checkbox', { name: 'Letters of Instruction', exact: true }).check();
    await page.getByRole('checkbox', { name: 'General Orders', exact: true }).check();
    await page.getByLabel('Max documents per category', { exact: true }).fill('2');
    await page.getByLabel('Delay (ms)', { exact: true }).fill('500');
    expect(await startButton().getAttribute('aria-disabled')).toBe('false');
    // Holds the request back a moment so the 'Starting...' state can be seen.
    await page.route('**/api/admin/scraping/start', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await startButton().click();
    await page.getByRole('button', { name: 'Starting...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Starting...' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: 'Start Scraping' }).waitFor();
    await page.unroute('**/api/admin/scraping/start');

    const name = 'Letters of Instruction'; // the job is named after its categories, in the order they were ticked
    const done = await jobWithStatus(name, 'completed');
    await done.getByText('Progress: 2/2 (100%)').waitFor();
    await done.getByText('Scraped 2 · Updated 0 · Failed 0 · Duplicates 0').waitFor();
    await done.getByText(/^Duration: \d+s$/).waitFor();

    const download = page.waitForEvent('download');
    await done.getByRole('button', { name: 'Download results' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^scraping-job-[0-9a-f-]{36}\.json$/);
    const results = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
      documents: Array<{ state: string; outcome: string }>;
    };
    expect(results.documents.map((document) => `${document.state}/${document.outcome}`)).toEqual([
      'done/inserted',
      'done/inserted',
    ]);

    await page.getByText(/Completed .*: 2 scraped, 0 updated, 0 failed, 0 duplicates/).waitFor();
    await expect
      .poll(async () => (await page.getByLabel('Success Rate', { exact: true }).innerText()).includes('100%'), SLOW)
      .toBe(true);
  });

  it('stops a running job from the quick button within seconds, leaving it paused and resumable', async () => {
    // The quick buttons use the form's options: a 3 s delay keeps the job running long enough to be stopped.
    await page.getByLabel('Delay (ms)', { exact: true }).fill('3000');
    await page.getByRole('button', { name: 'Quick: Supreme Court Only' }).click();
    const running = await jobWithStatus('Supreme Court Decisions', 'running');
    // At 0 % the bar has no width, so it is attached rather than visible.
    await running.getByRole('progressbar', { name: 'Job progress' }).waitFor({ state: 'attached' });
    await running.getByRole('button', { name: 'Stop' }).click();
    const asked = Date.now();
    const paused = await jobWithStatus('Supreme Court Decisions', 'paused');
    expect(Date.now() - asked).toBeLessThan(15_000);
    await paused.getByRole('button', { name: 'Resume' }).waitFor();
    await page
      .getByText(/Stopped scraping job [0-9a-f-]{36}/)
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('fits a phone screen (375 px) without sideways scrolling, and stays accessible', async () => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByTestId('scraping-job').first().waitFor();
    await page.getByRole('checkbox', { name: 'Regional & Multilateral Treaties', exact: true }).waitFor();
    if (await hasHorizontalOverflow(page)) expect(await elementsPastRightEdge(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  /** The LawPhil mini site on 127.0.0.1 turned off or on (its connections drop unanswered while off). */
  async function switchLawphil(to: 'down' | 'up') {
    if (e2e.skip) return;
    const answer = await fetch(`${e2e.sourceSites.lawphil}${FIXTURE_SWITCH[to]}`, { method: 'POST' });
    expect(answer.ok).toBe(true);
  }

  it('shows a job whose source cannot be reached as failed, with the reason, and the bell says so', async () => {
    if (e2e.skip) return;
    const host = new URL(e2e.sourceSites.lawphil).host;
    await switchLawphil('down');
    try {
      await page.getByRole('button', { name: 'Clear All' }).click();
      await page.getByRole('checkbox', { name: 'Acts', exact: true }).check();
      await page.getByLabel('Delay (ms)', { exact: true }).fill('500');
      await startButton().click();
      const failed = await jobWithStatus('Acts', 'failed');
      // The reason in the card, never "completed 0/0", and robots.txt not blamed for a site that did not answer.
      await failed.getByText(new RegExp(`^Failed: could not reach ${host.replace(/\./g, '\\.')}: `)).waitFor();
      expect(await failed.getByText(/robots\.txt disallows/).count()).toBe(0);
      await failed.getByRole('button', { name: 'Resume' }).waitFor();
      await page
        .getByText(new RegExp(`Scraping job [0-9a-f-]{36} failed: could not reach ${host}`))
        .first()
        .waitFor();
    } finally {
      await switchLawphil('up');
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page.getByRole('heading', { name: 'Scraping Dashboard' }).waitFor();
      await page.getByRole('button', { name: /^Notifications \([1-9]\d*\)$/ }).click();
      await page.getByTestId('admin-notice').filter({ hasText: '1 scraping job failed in the last 7 days' }).waitFor();
      await page.keyboard.press('Escape');
      expect(await hasHorizontalOverflow(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
