import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertUser, TEST_PASSWORD } from './support/accounts.ts';
import { deliverOnce } from './support/mail.ts';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PUBLIC_URL = 'https://batas.example.test';
const NEW_PASSWORD = 'Kalayaan-1898-bagong';

describe('password reset by e-mail, through a real SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let ip = 0;
  // Each test speaks from its own address, so the per-address limits of one test do not spill into the next.
  const from = () => `10.9.0.${++ip}`;
  const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
  const signIn = async (email: string, password: string, address: string) =>
    post('/api/auth/login', { email, password }, address);
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const deliver = () => deliverOnce(t.db, t.app.config.mail);
  const resetLinkFor = async (email: string) => {
    const mails = smtp.to(email).filter((mail) => mail.subject === 'Reset your Batas password');
    const link = linkIn(mails.at(-1)!, PUBLIC_URL)!;
    return { link, token: new URL(link).searchParams.get('token')!, mail: mails.at(-1)! };
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Batas <no-reply@batas.example.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a single-use link, ends every session, and e-mails a notice of the change', async () => {
    const address = from();
    const user = await insertUser(t.db, { email: 'reset.me@example.com' });
    const sessions = [
      (await signIn(user.email, TEST_PASSWORD, address)).json().data.token,
      (await signIn(user.email, TEST_PASSWORD, address)).json().data.token,
    ];
    for (const token of sessions) expect((await me(token)).statusCode).toBe(200);

    const asked = await post('/api/auth/forgot-password', { email: ' Reset.Me@Example.com ' }, address);
    expect(asked.statusCode).toBe(200);
    expect(await deliver()).toMatchObject({ sent: 1, retrying: 0 });
    const { link, token, mail } = await resetLinkFor(user.email);
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(mail.from?.text).toContain('no-reply@batas.example.test');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.text).toContain('60 minutes');

    // The database holds the token's hash only: neither the token table nor the outbox contains the token.
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(stored.rows.some((row) => row.token_hash === token)).toBe(false);
    const outbox = await t.db.query<{ params: object }>('SELECT params FROM mail_outbox');
    expect(JSON.stringify(outbox.rows)).not.toContain(token);

    // A common password is refused and the link still works for a better one.
    const common = await post('/api/auth/reset-password', { token, password: 'password123' }, address);
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0]).toMatchObject({ field: 'password', message: expect.stringMatching(/too common/) });

    const reset = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD }, address);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/reset/);
    for (const old of sessions) expect((await me(old)).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD, address)).statusCode).toBe(200);

    const replay = await post('/api/auth/reset-password', { token, password: 'another-good-one-77' }, address);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0]).toMatchObject({ field: 'token', message: expect.stringMatching(/already used/) });

    await deliver();
    const notice = smtp.to(user.email).find((message) => message.subject === 'Your Batas password was changed');
    expect(notice?.text).toMatch(/reset with a link/);
  });

  it('answers the same for an unknown e-mail, sends it nothing, and refuses a malformed one naming the field', async () => {
    const address = from();
    const known = await insertUser(t.db, { email: 'known.person@example.com' });
    const before = smtp.messages.length;
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody.here@example.com' }, address);
    const existing = await post('/api/auth/forgot-password', { email: known.email }, address);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(existing.json());
    await deliver();
    expect(smtp.to('nobody.here@example.com')).toHaveLength(0);
    expect(smtp.messages.length).toBe(before + 1);

    const malformed = await post('/api/auth/forgot-password', { email: 'not an e-mail' }, address);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ field: 'email', message: 'Email is invalid' });
    const huge = await post('/api/auth/forgot-password', { email: `${'a'.repeat(3_000_000)}@x.ph` }, address);
    expect(huge.statusCode).toBe(413);
  });

  it('refuses expired, made-up and incomplete tokens with a clear message', async () => {
    const address = from();
    const user = await insertUser(t.db, { email: 'slow.reader@example.com' });
    await post('/api/auth/forgot-password', { email: user.email }, address);
    await deliver();
    const { token } = await resetLinkFor(user.email);
    await t.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      user.id,
    ]);
    const expired = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD }, address);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/invalid, has expired or was already used/);
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);

    const madeUp = await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: NEW_PASSWORD }, address);
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().errors[0].field).toBe('token');
    const cut = await post('/api/auth/reset-password', { token: token.slice(0, 10), password: NEW_PASSWORD }, address);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors[0]).toMatchObject({ field: 'token', message: expect.stringMatching(/incomplete/) });
    const short = await post('/api/auth/reset-password', { token, password: '123' }, address);
    expect(short.json().errors[0]).toMatchObject({
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
  });

  it('sends one account at most three reset e-mails an hour, answering the same', async () => {
    const address = from();
    const user = await insertUser(t.db, { email: 'flooded@example.com' });
    const answers = [];
    for (let index = 0; index < 5; index++)
      answers.push((await post('/api/auth/forgot-password', { email: user.email }, address)).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await deliver();
    expect(smtp.to(user.email).filter((mail) => mail.subject === 'Reset your Batas password')).toHaveLength(3);
  });

  it('limits reset attempts per account and per address', async () => {
    const user = await insertUser(t.db, { email: 'limited@example.com' });
    await post('/api/auth/forgot-password', { email: user.email }, from());
    await deliver();
    const { token } = await resetLinkFor(user.email);
    await post('/api/auth/reset-password', { token, password: NEW_PASSWORD }, from());
    // The used token still names its account: five more tries at it from five addresses, then 429.
    const statuses = [];
    for (let index = 0; index < 6; index++)
      statuses.push((await post('/api/auth/reset-password', { token, password: NEW_PASSWORD }, from())).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);

    const address = from();
    const perAddress = [];
    for (let index = 0; index < 11; index++) {
      const madeUp = `made-up-token-${index}-${'z'.repeat(40)}`;
      perAddress.push(
        (await post('/api/auth/reset-password', { token: madeUp, password: NEW_PASSWORD }, address)).statusCode,
      );
    }
    expect(perAddress.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });
});
