import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertDigests } from '@batas/db/alerts';
import type { DocumentRow } from '@batas/db/test';
import { startJobRunner } from '@batas/worker';
import { createTestApp } from './helpers.ts';
import { insertUser, type TestUser } from './support/accounts.ts';
import { deliverOnce } from './support/mail.ts';
import { insertDataPrivacyAct, insertTanada } from './support/research-documents.ts';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const PUBLIC_URL = 'https://batas.example.test';

const DATA_PRIVACY_ACT = {
  title:
    'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS IN THE GOVERNMENT AND THE PRIVATE SECTOR',
  documentType: 'Republic Act',
  citation: 'Republic Act No. 10173',
  dateDecided: '2012-08-15',
  fullText:
    'SECTION 1. Short Title. – This Act shall be known as the "Data Privacy Act of 2012". It protects data privacy.',
};
const CITING_DECISION = {
  title: 'MARIA CLARA SANTOS, PETITIONER, VS. OFFICE OF THE PRESIDENT, RESPONDENT.',
  documentType: 'Supreme Court Decision',
  citation: 'G.R. No. 250001, March 3, 2023',
  grNumber: 'G.R. No. 250001',
  dateDecided: '2023-03-03',
  petitioner: 'MARIA CLARA SANTOS',
  respondent: 'OFFICE OF THE PRESIDENT',
  fullText:
    'Publication is indispensable. As the Court held in Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985, laws must be published before they take effect.',
};

/**
 * The end-to-end story, over a real SMTP server: an account keeps a folder and follows a search and a
 * decision; an admin adds a statute the search matches and a decision citing the followed one; the run sends one
 * digest listing both, with working links and one-click unsubscribe; then nothing more; another account sees none.
 */
describe('alert digests', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let admin: TestUser;
  let tanada: DocumentRow;
  const send = (method: Method, url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user?.auth ?? {} });
  const deliver = () => deliverOnce(t.db, t.app.config.mail);
  const runAll = async () => {
    const answer = await send('POST', '/api/admin/alerts/run', admin, { all: true });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const addDocument = async (body: object) => {
    const answer = await send('POST', '/api/admin/documents', admin, body);
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const follow = async (user: TestUser, body: object) => {
    const answer = await send('POST', '/api/me/alerts', user, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.alert.id as string;
  };
  /** A header as it was sent (mailparser folds the List-* headers into one object). */
  const rawHeader = (message: ParsedMail, key: string) =>
    message.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]+:\s*/, '') ?? '';
  const siteLinks = (message: ParsedMail) =>
    [...(message.text ?? '').matchAll(/https:\/\/batas\.example\.test\/law-library\/[^\s)]+/g)].map(
      (match) => match[0],
    );

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    admin = await insertUser(t.db, { role: 'super_admin' });
    tanada = await insertTanada(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends one digest listing the new statute and the citing decision, then nothing after unsubscribing', async () => {
    const reader = await insertUser(t.db, { email: 'reader@example.com' });
    const other = await insertUser(t.db, { email: 'other@example.com' });
    const privacy = await insertDataPrivacyAct(t.db, { citation: 'Republic Act No. 8792', dateEnacted: '2000-06-14' });

    // A folder with two documents and their notes, exported in citation form.
    const folder = (await send('POST', '/api/me/folders', reader, { name: 'Publication' })).json().data.folder.id;
    await send('PUT', `/api/me/folders/${folder}/documents/${tanada.slug}`, reader, { note: 'Publication rule' });
    await send('PUT', `/api/me/folders/${folder}/documents/${privacy.slug}`, reader, { note: 'Older law' });
    const list = (await send('GET', `/api/me/folders/${folder}/export?format=text`, reader)).body;
    expect(list).toContain('Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985');
    expect(list).toContain('Republic Act No. 8792 (Data Privacy Act of 2012)');

    // It follows a search and a decision.
    const searchAlert = await follow(reader, {
      kind: 'search',
      query: 'data privacy',
      filters: { documentType: ['Republic Act'] },
      frequency: 'daily',
    });
    const decisionAlert = await follow(reader, { kind: 'document', slug: tanada.slug, frequency: 'weekly' });

    // Nothing new yet: the run sends nothing.
    expect(await runAll()).toEqual({ accounts: 1, alerts: 2, digests: 0, documents: 0 });
    expect(await deliver()).toMatchObject({ sent: 0 });

    // An admin adds a statute the search matches and a decision that cites the followed one.
    await addDocument(DATA_PRIVACY_ACT);
    await addDocument(CITING_DECISION);
    await addDocument({
      ...CITING_DECISION,
      title: 'A TREATISE',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 11000',
      grNumber: null,
      petitioner: null,
      respondent: null,
      fullText: 'On bail.',
    });

    expect(await runAll()).toEqual({ accounts: 1, alerts: 2, digests: 1, documents: 2 });
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [digest, ...more] = smtp.to('reader@example.com');
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('Batas alerts: 2 new documents');
    expect(digest!.text).toContain('Your search “data privacy” · Republic Act');
    expect(digest!.text).toContain('New decisions citing Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985');
    expect(digest!.text).toContain('Republic Act No. 10173');
    expect(digest!.text).toContain('G.R. No. 250001');
    expect(digest!.html).toContain('Unsubscribe from alert e-mails');

    // Working links: each leads to the document it names.
    const links = siteLinks(digest!);
    expect(links).toHaveLength(2);
    for (const link of links) {
      const slug = decodeURIComponent(link.slice(`${PUBLIC_URL}/law-library/`.length));
      const resolved = await send('GET', `/api/documents/resolve/${encodeURIComponent(slug)}`, null);
      expect(resolved.statusCode, link).toBe(200);
      expect(resolved.json().data.document.slug).toBe(slug);
    }

    // The dashboard lists each alert with what it found.
    const alerts = (await send('GET', '/api/me/alerts', reader)).json().data.alerts;
    expect(alerts.map((alert: { matchCount: number }) => alert.matchCount)).toEqual([1, 1]);
    expect(alerts[1].lastMatches[0]).toMatchObject({ reason: 'cites', citation: 'G.R. No. 250001, March 3, 2023' });

    // One-click unsubscribe (RFC 8058): the mail program POSTs to the List-Unsubscribe address, no sign-in.
    expect(rawHeader(digest!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const header = rawHeader(digest!, 'list-unsubscribe');
    const target = /<(https:\/\/batas\.example\.test(\/api\/alerts\/unsubscribe\?token=[^>]+))>/.exec(header);
    expect(target, header).not.toBeNull();
    const visible = /https:\/\/batas\.example\.test\/alerts\/unsubscribe\?token=(\S+)/.exec(digest!.text ?? '');
    expect(visible?.[1]).toBe(new URL(target![1]!).searchParams.get('token'));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: target![2]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().data).toEqual({ paused: 2 });
    const statuses = (await send('GET', '/api/me/alerts', reader))
      .json()
      .data.alerts.map((a: { status: string }) => a.status);
    expect(statuses).toEqual(['paused', 'paused']);

    // After unsubscribing, nothing more is sent, whatever arrives.
    await addDocument({ ...DATA_PRIVACY_ACT, citation: 'Republic Act No. 10175', fullText: 'Data privacy again.' });
    expect(await runAll()).toMatchObject({ digests: 0 });
    await deliver();
    expect(smtp.to('reader@example.com')).toHaveLength(1);

    // The token serves nothing else: it is not a session.
    const token = new URL(target![1]!).searchParams.get('token')!;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me/alerts', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);

    // A second account sees none of it.
    expect((await send('GET', '/api/me/alerts', other)).json().data.alerts).toEqual([]);
    expect((await send('GET', '/api/me/folders', other)).json().data.folders).toEqual([]);
    for (const url of [`/api/me/folders/${folder}`, `/api/me/folders/${folder}/export`]) {
      expect((await send('GET', url, other)).statusCode).toBe(404);
    }
    for (const id of [searchAlert, decisionAlert]) {
      expect((await send('PATCH', `/api/me/alerts/${id}`, other, { active: true })).statusCode).toBe(404);
    }
    expect(smtp.to('other@example.com')).toHaveLength(0);
  });

  it('refuses a made-up unsubscribe token, and takes the multipart one-click form too', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe?token=made-up' });
    expect(made.statusCode).toBe(400);
    expect(made.json().errors[0].field).toBe('token');
    const missing = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe' });
    expect(missing.statusCode).toBe(400);

    const user = await insertUser(t.db, { email: 'multipart@example.com' });
    await follow(user, { kind: 'search', query: 'cybercrime', frequency: 'daily' });
    await addDocument({ ...DATA_PRIVACY_ACT, citation: 'Republic Act No. 10176', fullText: 'Cybercrime prevention.' });
    await runAll();
    await deliver();
    const [message] = smtp.to('multipart@example.com');
    const url = /<https:\/\/batas\.example\.test(\/api\/[^>]+)>/.exec(rawHeader(message!, 'list-unsubscribe'))![1]!;
    const boundary = 'batasboundary';
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.paused).toBe(1);
  });

  it('runs an alert when it is due, once, even with two runs at the same moment', async () => {
    const user = await insertUser(t.db, { email: 'due@example.com' });
    const id = await follow(user, { kind: 'search', query: 'habeas corpus', frequency: 'daily' });
    await addDocument({ ...DATA_PRIVACY_ACT, citation: 'Republic Act No. 10177', fullText: 'On habeas corpus.' });
    // Not due yet: the scheduled run leaves it alone.
    const before = await runAlertDigests(t.db);
    expect(before.alerts).toBe(0);
    await t.db.query(`UPDATE alerts SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const [one, two] = await Promise.all([runAlertDigests(t.db), runAlertDigests(t.db)]);
    expect(one.digests + two.digests).toBe(1);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'due@example.com'`,
    );
    expect(rows[0]!.n).toBe(1);
    const alert = (await send('GET', '/api/me/alerts', user)).json().data.alerts[0];
    // The next one is tomorrow's 07:00 in Manila.
    expect(new Date(alert.nextRunAt).getUTCHours()).toBe(23);
    expect(new Date(alert.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(alert.lastRunAt).not.toBeNull();
  });

  it("tells a statute's follower of a new law that amends it, with the sentence that says so", async () => {
    const reader = await insertUser(t.db, { email: 'status@example.com' });
    const created = await send('POST', '/api/admin/documents', admin, {
      title: 'SPECIAL PROTECTION OF CHILDREN AGAINST CHILD ABUSE, EXPLOITATION AND DISCRIMINATION ACT',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 7610',
      dateDecided: '1992-06-17',
      fullText: 'Section 2. Declaration of State Policy and Principles.',
    });
    expect(created.statusCode, created.body).toBe(201);
    await follow(reader, { kind: 'document', slug: created.json().data.slug, frequency: 'daily' });
    await runAll();

    await addDocument({
      title:
        'AN ACT PROVIDING FOR THE ELIMINATION OF THE WORST FORMS OF CHILD LABOR, AMENDING FOR THIS PURPOSE REPUBLIC ACT NO. 7610, AS AMENDED',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 9231',
      dateDecided: '2003-12-19',
      fullText: 'SECTION 1. Section 2 of Republic Act No. 7610, as amended, is hereby amended to read as follows:',
    });
    await runAll();
    await deliver();
    const [digest] = smtp.to('status@example.com');
    expect(digest!.text).toContain('News of');
    expect(digest!.text).toContain('Amends it · Republic Act · Republic Act No. 9231');
    expect(digest!.text).toContain(
      'Section 2 of Republic Act No. 7610, as amended, is hereby amended to read as follows',
    );
    const alerts = (await send('GET', '/api/me/alerts', reader)).json().data.alerts;
    expect(alerts[0].lastMatches[0]).toMatchObject({ reason: 'amends', citation: 'Republic Act No. 9231' });
  });

  it('sends nothing to an account that has not confirmed its address', async () => {
    const user = await insertUser(t.db, { email: 'unconfirmed@example.com' });
    await follow(user, { kind: 'search', query: 'quo warranto', frequency: 'daily' });
    await t.db.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [user.id]);
    await addDocument({ ...DATA_PRIVACY_ACT, citation: 'Republic Act No. 10190', fullText: 'On quo warranto.' });
    await runAll();
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'unconfirmed@example.com'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("is sent by the job runner's schedule", async () => {
    const user = await insertUser(t.db, { email: 'scheduled@example.com' });
    const id = await follow(user, { kind: 'search', query: 'franchise', frequency: 'weekly' });
    await addDocument({ ...DATA_PRIVACY_ACT, citation: 'Republic Act No. 10178', fullText: 'A franchise.' });
    await t.db.query(`UPDATE alerts SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const runner = startJobRunner(t.db, { pollIntervalMs: 60_000, digestIntervalMs: 50 });
    try {
      await expect
        .poll(
          async () =>
            (await t.db.query(`SELECT 1 FROM mail_outbox WHERE to_address = 'scheduled@example.com'`)).rows.length,
          { timeout: 10_000 },
        )
        .toBe(1);
    } finally {
      await runner.stop();
    }
    await deliver();
    expect(smtp.to('scheduled@example.com')[0]?.subject).toBe('Batas alerts: 1 new document');
  });
});
