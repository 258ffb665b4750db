import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { createTestApp } from './helpers.ts';
import { insertLawyer, insertUser, TEST_PASSWORD, type TestUser } from './support/accounts.ts';
import { deliverOnce, makeOutboxDue, recordingLog } from './support/mail.ts';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PUBLIC_URL = 'https://batas.example.test';

describe('the e-mail outbox', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let reviewer: TestUser;
  const send = (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user?.auth ?? {} });
  const deliver = () => deliverOnce(t.db, t.app.config.mail);
  const outboxRow = async (to: string, template: string) =>
    (
      await t.db.query<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date }>(
        `SELECT status, attempts, last_error, next_attempt_at FROM mail_outbox WHERE to_address = $1 AND template = $2`,
        [to, template],
      )
    ).rows[0]!;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    reviewer = await insertUser(t.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps a message while the SMTP server refuses it, retries with backoff, and loses none', async () => {
    smtp.refuse(true);
    const registered = await send('POST', '/api/auth/register/basic', null, {
      firstName: 'Ligaya',
      lastName: 'Reyes',
      email: 'ligaya@example.com',
      password: 'ligaya sa umaga 7',
    });
    expect(registered.statusCode).toBe(201); // the request never waits for, or fails with, the mail server

    expect(await deliver()).toMatchObject({ sent: 0, retrying: 1 });
    let row = await outboxRow('ligaya@example.com', 'welcome');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/451/) });
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a second pass does not hammer the server.
    expect(await deliver()).toMatchObject({ sent: 0, retrying: 0 });

    await makeOutboxDue(t.db);
    expect(await deliver()).toMatchObject({ retrying: 1 });
    row = await outboxRow('ligaya@example.com', 'welcome');
    expect(row.attempts).toBe(2);
    // The wait doubles: 30 s after the first failure, 60 s after the second.
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(smtp.to('ligaya@example.com')).toHaveLength(0);

    smtp.refuse(false);
    await makeOutboxDue(t.db);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(await outboxRow('ligaya@example.com', 'welcome')).toMatchObject({ status: 'sent', attempts: 3 });
    const [welcome] = smtp.to('ligaya@example.com');
    expect(welcome?.subject).toBe('Welcome to Batas');
    expect(welcome?.text).toContain('Hello Ligaya,');
    // A registration's welcome carries its e-mail confirmation link, made when the message was finally sent.
    expect(welcome?.text).toMatch(new RegExp(`${PUBLIC_URL}/verify-email\\?token=[\\w-]{40,}`));
  });

  it('retries when no SMTP server answers at all', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.app.config.dataDir,
      SMTP_URL: 'smtp://127.0.0.1:9', // the discard port: nothing listens
      PUBLIC_URL,
    });
    await insertUser(t.db, { email: 'offline@example.com' });
    await send('POST', '/api/auth/forgot-password', null, { email: 'offline@example.com' });
    const log = recordingLog();
    const result = await deliverOnce(t.db, config.mail, log);
    expect(result.sent).toBe(0);
    expect(await outboxRow('offline@example.com', 'password-reset')).toMatchObject({
      status: 'pending',
      last_error: expect.stringMatching(/ECONNREFUSED|ESOCKET|connect/i),
    });
    expect(log.lines.some((line) => line.level === 'warn' && /retried/.test(line.msg))).toBe(true);
    // The server is back (the catcher): the waiting message goes out once due.
    await makeOutboxDue(t.db);
    await deliver();
    expect(smtp.to('offline@example.com')).toHaveLength(1);
  });

  it('e-mails the claimant the decision, with the reviewer reason escaped in HTML and verbatim in text', async () => {
    const claimant = await insertUser(t.db, { email: 'claimant.one@example.com' });
    const rival = await insertUser(t.db, { email: 'rival.one@example.com' });
    const lawyer = await insertLawyer(t.db, { firstName: 'JOSEFA', lastName: 'LLANES', profileStatus: 'unclaimed' });
    const claimOf = async (user: TestUser) =>
      (
        await send('POST', '/api/auth/claim-lawyer', user, {
          lawyerId: lawyer.id,
          verificationDocuments: 'IBP ID 1234',
        })
      ).json().data.claim.id as string;
    const [mine, theirs] = [await claimOf(claimant), await claimOf(rival)];
    const override = { override: true, reason: 'Identity checked in person' }; // no selfie or ID uploaded here
    expect((await send('POST', `/api/auth/approve-claim/${mine}`, reviewer, override)).statusCode).toBe(200);
    await deliver();
    const approved = smtp.to(claimant.email)[0]!;
    expect(approved.subject).toBe('Your lawyer profile is verified');
    expect(approved.text).toContain(`JOSEFA LLANES (roll number ${lawyer.rollNumber})`);
    const lost = smtp.to(rival.email)[0]!;
    expect(lost.subject).toBe('Your lawyer verification was not approved');
    expect(lost.text).toContain('The profile was claimed by another verified account');
    expect(theirs).toBeTruthy();

    const other = await insertUser(t.db, { email: 'claimant.two@example.com' });
    const second = await insertLawyer(t.db, { profileStatus: 'unclaimed' });
    const claimId = (
      await send('POST', '/api/auth/claim-lawyer', other, { lawyerId: second.id, verificationDocuments: 'PTR' })
    ).json().data.claim.id;
    const reason = 'The ID shows <b>another</b> name & "date"';
    expect((await send('POST', `/api/auth/reject-claim/${claimId}`, reviewer, { reason })).statusCode).toBe(200);
    await deliver();
    const rejected = smtp.to(other.email)[0]!;
    expect(rejected.text).toContain(`Reason given: ${reason}`);
    expect(rejected.html).toContain('&lt;b&gt;another&lt;/b&gt; name &amp; &quot;date&quot;');
    expect(rejected.html).not.toContain('<b>another</b>');
    expect(rejected.text).toContain(`${PUBLIC_URL}/dashboard`);
  });

  it('e-mails a notice when the password is changed in the settings', async () => {
    const user = await insertUser(t.db, { email: 'changer@example.com' });
    const changed = await send('POST', '/api/auth/change-password', user, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'puting sampaguita 77',
    });
    expect(changed.statusCode).toBe(200);
    await deliver();
    expect(smtp.to(user.email).map((mail) => mail.subject)).toEqual(['Your Batas password was changed']);
  });

  it('without SMTP_URL writes each message to $DATA_DIR/outbox and logs its file, never its link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'batas-mail-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '3456' });
      expect(config.mail).toMatchObject({ smtpUrl: null, publicUrl: 'http://localhost:3456' });
      await insertUser(t.db, { email: 'laptop.user@example.com' });
      await send('POST', '/api/auth/forgot-password', null, { email: 'laptop.user@example.com' });
      const log = recordingLog();
      expect((await deliverOnce(t.db, config.mail, log)).sent).toBeGreaterThanOrEqual(1);
      const files = readdirSync(join(dataDir, 'outbox'));
      const eml = files.map((file) => readFileSync(join(dataDir, 'outbox', file), 'utf8'));
      const mine = eml.find((text) => text.includes('To: laptop.user@example.com'));
      expect(mine).toContain('Subject: Reset your Batas password');
      const logged = log.lines.find((line) => (line.obj as { to?: string }).to === 'laptop.user@example.com');
      expect((logged?.obj as { file: string }).file).toBe(join(dataDir, 'outbox', files[eml.indexOf(mine!)]!));
      expect(mine).toMatch(/http:\/\/localhost:3456\/reset-password\?token=/);
      expect(JSON.stringify(log.lines)).not.toMatch(/token=/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a start with SMTP_URL but no PUBLIC_URL, or with malformed mail settings', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/PUBLIC_URL: required/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', PUBLIC_URL })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x.example' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PUBLIC_URL: 'https://batas.ph/', MAIL_FROM: 'Batas <hello@batas.ph>' }).mail).toMatchObject({
      publicUrl: 'https://batas.ph',
      from: 'Batas <hello@batas.ph>',
    });
  });
});
