import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './admin-support.ts';
import { deliverOnce } from './support/mail.ts';
import { insertUser } from './support/accounts.ts';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.ts';

const MESSAGE = {
  name: 'Juan <b>dela</b> Cruz',
  email: 'juan@example.com',
  subject: 'Question\r\nBcc: victim@example.com',
  message: 'Where is <script>alert(1)</script> the Civil Code?',
};

describe('the contact form (POST /api/site/contact)', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const post = (payload: object, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/site/contact', payload, remoteAddress: ip });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://batas.example.test' });
  });
  beforeEach(async () => {
    await t.db.query(`UPDATE site_settings SET contact_email = 'help@batas.example'`);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the message to the contact address with the visitor as Reply-To, escaped and on one subject line', async () => {
    const response = await post(MESSAGE, '203.0.113.1');
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ success: true, message: 'Thank you. Your message has been sent.' });
    expect(await deliverOnce(t.db, t.app.config.mail)).toMatchObject({ sent: 1 });
    const [mail] = smtp.to('help@batas.example');
    expect(mail?.subject).toBe('[Batas contact] Question Bcc: victim@example.com');
    expect(mail?.replyTo?.value[0]?.address).toBe('juan@example.com');
    expect(mail?.bcc).toBeUndefined();
    expect(mail?.text).toContain('Where is <script>alert(1)</script> the Civil Code?');
    expect(mail?.html).toContain('Where is &lt;script&gt;alert(1)&lt;/script&gt; the Civil Code?');
    expect(mail?.html).toContain('Juan &lt;b&gt;dela&lt;/b&gt; Cruz');
    expect(mail?.html).not.toContain('<script>');
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ email: 'juan' }, 'email', 'Email is invalid'],
    [{ email: undefined }, 'email', 'Email is required'],
    [{ subject: '   ' }, 'subject', 'Subject is required'],
    [{ message: 'Hi' }, 'message', 'at least 10 characters'],
    [{ message: 'x'.repeat(5001) }, 'message', 'at most 5000'],
    [{ name: 'a\u0000b' }, 'name', 'NUL'],
  ])('refuses a bad field with a 400 naming it: case %#', async (change, field, text) => {
    // Each case from its own address, so the rate limit (counted before validation) stays out of the way.
    const response = await post(
      { ...MESSAGE, ...change },
      `192.0.2.${10 + Object.keys(change)[0]!.length}${text.length}`,
    );
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((entry: { field: string }) => entry.field === field);
    expect(error?.message, response.body).toContain(text);
  });

  it('without a contact address delivers to each active administrator, and publishes no address', async () => {
    await t.db.query('UPDATE site_settings SET contact_email = NULL');
    const admins = [
      await insertUser(t.db, { role: 'super_admin', email: 'root@batas.example' }),
      await insertUser(t.db, { role: 'admin', email: 'office@batas.example' }),
    ];
    await insertUser(t.db, { role: 'moderator', email: 'moderator@batas.example' });
    const site = (await t.app.inject({ url: '/api/site' })).json().data;
    expect(site).toMatchObject({ contactEmail: null, acceptsMessages: true });
    expect((await post(MESSAGE, '203.0.113.4')).statusCode).toBe(202);
    const queued = await t.db.query<{ to_address: string }>(
      `SELECT to_address FROM mail_outbox WHERE template = 'contact-message' AND to_address LIKE '%@batas.example'
        AND to_address <> 'help@batas.example' ORDER BY to_address`,
    );
    expect(queued.rows.map((row) => row.to_address)).toEqual(admins.map((admin) => admin.email).sort());
    await t.db.query(`UPDATE users SET is_active = false WHERE email LIKE '%@batas.example'`);
  });

  it('answers 503 with a reason while there is no contact address and no administrator, and queues nothing', async () => {
    await t.db.query('UPDATE site_settings SET contact_email = NULL');
    expect((await t.app.inject({ url: '/api/site' })).json().data.acceptsMessages).toBe(false);
    const before = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'contact-message'`);
    const response = await post(MESSAGE, '203.0.113.3');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/no contact address/);
    const after = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'contact-message'`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('allows 5 messages an hour from one address, then answers 429; another address is not affected', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(MESSAGE, '198.51.100.9')).statusCode).toBe(202);
    const refused = await post(MESSAGE, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many messages/);
    expect((await post(MESSAGE, '198.51.100.10')).statusCode).toBe(202);
  });
});
