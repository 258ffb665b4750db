import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  e2eData,
  elementsPastRightEdge,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  skipE2e,
} from '../support/browser.ts';
import { signInAdmin, SLOW } from './admin-session.ts';

/** A call to the API as the signed-in admin of `page`: its session cookie, and the CSRF token a change needs. */
async function adminFetch(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = { 'X-Batas-Session': 'admin' };
      const csrf = (
        (await (await fetch('/api/auth/csrf', { headers: session })).json()) as { data: { csrfToken: string } }
      ).data.csrfToken;
      const response = await fetch(path, {
        method,
        headers: {
          ...session,
          'X-CSRF-Token': csrf,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as { data: { _id: string } } };
    },
    { method, path, body },
  );
}

const ZERO_QUERY = 'xylophonic quasar';

/**
 * The back-office's insight: Analytics from searches and views made here, the bell's notices and their links, the
 * audit log's names and changes, and the documents list's number and badge. Documents it creates it deletes.
 */
describe.skipIf(skipE2e)('admin analytics, notifications, audit log and documents list', () => {
  let browser: Browser;
  let created: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    if (created.length) {
      const page = await signInAdmin(browser, 'superAdmin');
      for (const id of created) await adminFetch(page, 'DELETE', `/api/admin/documents/${id}`);
    }
    created = [];
    await browser?.close();
  });

  it('keeps the chart library out of the public pages', async () => {
    const page = await openPage(browser, '/', 1280);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/law-library');
    await page.goto(`/law-library/${e2eData().documents.tanada.slug}`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes('recharts-'))).toEqual([]);
    await page.context().close();
  });

  it.each([1280, 375])('charts the searches and views made on the site, at %i px', async (width) => {
    const { tanada } = e2eData().documents;
    // Once as a visitor does (pages rendered on the server), then repeated through the same API so that these are
    // the period's most frequent, whatever the other suites searched and read before.
    const visitor = await openPage(browser, '/law-library?search=Tuvera', width);
    await visitor.goto(`/law-library?search=${encodeURIComponent(ZERO_QUERY)}`);
    await visitor.goto(`/law-library/${tanada.slug}`);
    await visitor.evaluate(
      async ({ zero, slug }) => {
        for (let i = 0; i < 8; i++) {
          await fetch('/api/documents?search=TUVERA');
          await fetch(`/api/documents?search=${encodeURIComponent(zero)}`);
          await fetch(`/api/documents/slug/${slug}`);
        }
      },
      { zero: ZERO_QUERY, slug: tanada.slug },
    );
    await visitor.context().close();
    // A view counts once per visitor a day: three more browsers read it, so that it is the period's most viewed.
    for (const agent of ['Reader A', 'Reader B', 'Reader C']) {
      const context = await browser.newContext({ baseURL: baseUrl(), userAgent: agent });
      const reader = await context.newPage();
      await reader.goto(`/law-library/${tanada.slug}`);
      await context.close();
    }

    const page = await signInAdmin(browser, 'admin', width);
    if (width === 375) await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL(/\/admin\/analytics$/);
    await expect.poll(() => page.title()).toMatch(/^Analytics/);
    const top = page.getByRole('table', { name: 'Top queries' });
    await top.getByRole('link', { name: 'tuvera', exact: true }).waitFor();
    expect(await top.getByRole('link', { name: 'tuvera', exact: true }).getAttribute('href')).toBe(
      '/law-library?search=tuvera',
    );
    await page.getByRole('table', { name: 'Queries that found nothing' }).getByText(ZERO_QUERY).waitFor();
    const viewed = page.getByRole('table', { name: 'Most viewed documents' }).getByRole('link', { name: tanada.title });
    expect(await viewed.getAttribute('href')).toBe(`/law-library/${tanada.slug}`);
    for (const chart of ['Library searches per day', 'Document views per day', 'New users and profile claims']) {
      await page
        .getByRole('img', { name: new RegExp(`^${chart}`) })
        .locator('svg')
        .first()
        .waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (width === 375) expect(await elementsPastRightEdge(page)).toEqual([]);

    await page.getByText('7 days', { exact: true }).click();
    await page.waitForURL(/\/admin\/analytics\?days=7$/);
    await page
      .getByRole('img', { name: /over the last 7 days/ })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('says when analytics cannot be loaded, and tries again', async () => {
    const page = await signInAdmin(browser, 'superAdmin');
    let failures = 0;
    // Fails until the reader asks again (the admin client retries once by itself).
    await page.route('**/api/admin/analytics*', async (route) => {
      if (failures < 2) {
        failures++;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"x"}' });
      } else await route.continue();
    });
    await page.goto('/admin/analytics?days=90');
    const error = page.getByRole('alert').filter({ hasText: 'Failed to load analytics' });
    await error.waitFor(SLOW);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await error.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('img', { name: /over the last 90 days/ })
      .first()
      .waitFor(SLOW);
    await page.context().close();
  });

  it('lists what waits in the bell, each with a link to its page, at 1280 px', async () => {
    const { claims, people } = e2eData().admin;
    const page = await signInAdmin(browser, 'superAdmin');
    const bell = page.getByRole('button', { name: /^Notifications \(\d+\)$/ });
    const count = async () => Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0]);
    await expect.poll(count, SLOW).toBeGreaterThanOrEqual(2);
    await bell.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/profile claims? (is|are) waiting for review/).waitFor();
    await dialog.getByText(/registrations? (is|are) waiting for approval/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Review claims' }).click();
    await page.waitForURL(/\/admin\/claims$/);
    await page.getByTestId('claim-card').filter({ hasText: claims.bell.claimant }).waitFor();

    await bell.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Review registrations' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText(people.bellWaiting.name).first().waitFor();
    await page.context().close();
  });

  it("shows a moderator only the bell's notices it can act on, at 375 px", async () => {
    const page = await signInAdmin(browser, 'moderator', 375);
    await page.getByRole('button', { name: /^Notifications \(\d+\)$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Review claims' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Open the Scraping Monitor' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Review registrations' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.context().close();
  });

  it.each([1280, 375])(
    'names people and documents in the audit log and shows what an edit changed, at %i px',
    async (width) => {
      const page = await signInAdmin(browser, 'superAdmin', width);
      const made = await adminFetch(page, 'POST', '/api/admin/documents', {
        title: `Insight Audit Case ${width}`,
        documentType: 'Supreme Court Decision',
        citation: `G.R. No. ${width === 375 ? 880375 : 881280}, May 5, 2020`,
        subject: 'Before the edit',
      });
      expect(made.status).toBe(201);
      created.push(made.json.data._id);
      const edit = await adminFetch(page, 'PUT', `/api/admin/documents/${made.json.data._id}`, {
        title: `Insight Audited Case ${width}`,
        subject: 'After the edit',
      });
      expect(edit.status).toBe(200);

      await page.goto('/admin/audit-log');
      const row = page
        .getByTestId('audit-row')
        .filter({ hasText: `Insight Audited Case ${width}` })
        .first();
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('document.update');
      expect(text).toContain(e2eData().users.superAdmin.email);
      expect(text).toContain(`Title: “Insight Audit Case ${width}” → “Insight Audited Case ${width}”`);
      expect(text).toContain('Subject: “Before the edit” → “After the edit”');
      expect(text).not.toContain(made.json.data._id);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it.each([
    [1280, '255180'],
    [375, '255181'],
  ])('lists a document number once and its status badge in full, at %i px', async (width, number) => {
    const page = await signInAdmin(browser, 'contentManager', width);
    const made = await adminFetch(page, 'POST', '/api/admin/documents', {
      title: `Insight Number Case ${width}`,
      documentType: 'Supreme Court Decision',
      citation: `G.R. No. ${number}, June 6, 2022`,
      grNumber: `G.R. No. ${number}`,
    });
    expect(made.status).toBe(201);
    created.push(made.json.data._id);
    await page.reload();
    await page.getByLabel('Search', { exact: true }).fill(`Insight Number Case ${width}`);
    const row = page.getByTestId('document-row').filter({ hasText: `Insight Number Case ${width}` });
    await row.waitFor(SLOW);
    expect(await row.innerText()).toContain(`GR No. ${number}`);
    expect(await row.innerText()).not.toContain('GR No. G.R.');
    // Every status badge on the page shows its whole word: nothing is cut to 'UNVERIFI…'.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="document-row"] .mantine-Badge-label')]
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    );
    expect(cut).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('gives the scraping page its own tab title', async () => {
    const page = await signInAdmin(browser, 'admin');
    await page.goto('/admin/scraping');
    await page.getByRole('heading', { name: 'Scraping Dashboard', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Scraping Dashboard/);
    await page.context().close();
  });
});
