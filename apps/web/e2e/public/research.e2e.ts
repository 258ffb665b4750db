/**
 * Research folders and alerts in a real browser, at a phone's and a laptop's width: saving from a document page,
 * the folder view (note, export), following a document and a search (the dashboard's alerts), and the digest's
 * unsubscribe page reached from a real e-mail.
 */
import type { Browser, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, e2eData, launchBrowser, mailDir, navigateInApp, skipE2e, waitForApp } from '../support/browser.ts';
import { waitForMail } from '../support/mail-catcher.ts';
import { expectToast } from './accounts-session.ts';
import { expectAccessibleAndFitting, openSignedIn, WIDTHS } from './public-helpers.ts';

const TANADA = 'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985';

describe.skipIf(skipE2e)('research folders and alerts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const readerPage = async (width: (typeof WIDTHS)[number], path: string): Promise<Page> => {
    const reader = e2eData().research.readers[String(width) as '375' | '1280'];
    const page = await openSignedIn(browser, path, reader.email, reader.password, width);
    await waitForApp(page);
    return page;
  };

  it.each(WIDTHS)('saves a document from its page into a new folder, with a note (%i px)', async (width) => {
    const { tanada } = e2eData().documents;
    const page = await readerPage(width, `/law-library/${tanada.slug}`);
    await page.getByRole('button', { name: /^Save: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to a folder' });
    await dialog.getByLabel('New folder name').waitFor();
    await dialog.getByLabel('New folder name').fill(`Publication ${width}`);
    await dialog.getByLabel('Private note').fill('Publication is indispensable.');
    await expectAccessibleAndFitting(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `Saved to Publication ${width}`);
    await page.getByRole('button', { name: /^Saved: / }).waitFor();
    await expectAccessibleAndFitting(page);
    await page.close();
  });

  it.each(WIDTHS)(
    'shows the folder with its citation and note, edits the note and exports it (%i px)',
    async (width) => {
      const page = await readerPage(width, '/dashboard');
      const folders = page.getByRole('region', { name: 'Research folders' });
      await folders.getByText('1 document').waitFor();
      await expectAccessibleAndFitting(page);
      await folders.getByRole('link', { name: `Publication ${width}` }).click();
      await page.getByRole('heading', { level: 1, name: `Publication ${width}` }).waitFor();
      const list = page.getByRole('list', { name: 'Documents in this folder' });
      await list.getByText(TANADA).waitFor();
      const note = list.getByRole('textbox', { name: /^Private note: / });
      expect(await note.inputValue()).toBe('Publication is indispensable.');
      await expectAccessibleAndFitting(page);

      await note.fill('Publication is indispensable, even for laws of local application.');
      await list.getByRole('button', { name: 'Save note' }).click();
      await expectToast(page, 'Note saved');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'List of authorities' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`publication-${width}.txt`);
      const text = await readFile((await file.path())!, 'utf8');
      expect(text).toContain('Cases');
      expect(text).toContain(TANADA);
      await page.close();
    },
  );

  it.each(WIDTHS)('follows a document and a search, and lists both alerts on the dashboard (%i px)', async (width) => {
    const { tanada } = e2eData().documents;
    const page = await readerPage(width, `/law-library/${tanada.slug}`);
    await page.getByRole('button', { name: /^Follow: / }).click();
    let dialog = page.getByRole('dialog', { name: 'Follow this document' });
    await dialog.getByLabel('Weekly, Mondays at 7:00').check();
    await expectAccessibleAndFitting(page);
    await dialog.getByRole('button', { name: 'Follow', exact: true }).click();
    await expectToast(page, 'You will get an e-mail when something new arrives');
    await page.getByRole('button', { name: /^Following: / }).waitFor();

    await navigateInApp(page, '/law-library?q=publication');
    await page.getByRole('button', { name: /^Follow this search: / }).click();
    dialog = page.getByRole('dialog', { name: 'Follow this search' });
    await dialog.getByText('“publication”').waitFor();
    await dialog.getByRole('button', { name: 'Follow', exact: true }).click();
    await expectToast(page, 'You will get an e-mail when something new arrives');
    // A search card saves too: its dialog offers the folder made from the document page.
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Save: / })
      .click();
    const save = page.getByRole('dialog', { name: 'Save to a folder' });
    await save.getByRole('textbox', { name: 'Folder' }).waitFor();
    expect(await save.getByRole('textbox', { name: 'Folder' }).inputValue()).toMatch(/^Publication /);
    await save.getByRole('button', { name: 'Cancel' }).click();

    await navigateInApp(page, '/dashboard');
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByRole('link', { name: TANADA }).waitFor();
    await alerts.getByText('“publication”').waitFor();
    expect(await alerts.getByText(/^Next digest: Monday, .* 7:00 AM\./).count()).toBeGreaterThanOrEqual(1);
    await expectAccessibleAndFitting(page);
    // Pause and resume from the list.
    await alerts.getByRole('button', { name: `Pause: ${TANADA}` }).click();
    await alerts.getByRole('button', { name: `Resume: ${TANADA}` }).waitFor();
    await alerts.getByRole('button', { name: `Resume: ${TANADA}` }).click();
    await alerts.getByRole('button', { name: `Pause: ${TANADA}` }).waitFor();
    await page.close();
  });

  it('e-mails a digest whose unsubscribe page stops the alerts without a sign-in (375 and 1280 px)', async () => {
    const { superAdmin } = e2eData().users;
    const { digestReader } = e2eData().research;
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(superAdmin),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const run = await fetch(`${baseUrl()}/api/admin/alerts/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ all: true }),
    });
    expect(run.status).toBe(200);
    const mail = await waitForMail(mailDir(), digestReader.email, /^Batas alerts: /);
    expect(mail.text).toContain(`New decisions citing ${TANADA}`);
    expect(mail.text).toContain(
      'Mendoza v. People of the Philippines (Supreme Court Decision · G.R. No. 300302, March 9, 2021)',
    );
    const link = /http:\/\/127\.0\.0\.1:\d+(\/alerts\/unsubscribe\?token=[\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeTruthy();

    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto(link!);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: 'Alert e-mails' }).waitFor();
      await expectAccessibleAndFitting(page);
      await page.getByRole('button', { name: 'Unsubscribe from alert e-mails' }).click();
      await page.getByText('You are unsubscribed').waitFor();
      await expectAccessibleAndFitting(page);
      await context.close();
    }
  });
});
