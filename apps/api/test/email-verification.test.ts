/**
 * E-mail addresses are confirmed at sign-up: the welcome e-mail carries a link to /verify-email?token=…, which the
 * page sends to POST /api/auth/verify-email. Until then the account may browse but not publish or claim (and the
 * research alerts leave it out: users.email_verified_at is their predicate). Accounts from before, and those made
 * by seeds or administrators, count as confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { insertLawyer, insertUser, insertVerifiedLawyer, type TestUser } from './support/accounts.ts';
import { deliverOnce } from './support/mail.ts';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.ts';
import { EMAIL_NOT_VERIFIED } from '../src/services/auth/email-verification.ts';
import { CLAIMANT_NOT_CONFIRMED } from '../src/services/claims/review-claim.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PUBLIC_URL = 'https://batas.example.test';

describe('e-mail confirmation', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let reviewer: TestUser;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    reviewer = await insertUser(t.db, { role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/basic',
      payload: { firstName: 'Nena', lastName: 'Bago', email, password: 'puting sampaguita 77' },
      remoteAddress: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { authorization: `Bearer ${response.json().data.token}` };
  };
  const confirmLinkOf = async (email: string) => {
    await deliverOnce(t.db, t.app.config.mail);
    const mail = smtp.to(email).at(-1)!;
    return new URL(linkIn(mail, PUBLIC_URL)!);
  };
  const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

  it('sends a registration a link to /verify-email; until it is opened, the account may browse but not claim', async () => {
    const auth = await register('nena.bago@example.com');
    const me = await t.app.inject({ url: '/api/auth/me', headers: auth });
    expect(me.json().user.emailVerified).toBe(false);
    expect((await t.app.inject({ url: '/api/documents', headers: auth })).statusCode).toBe(200);
    const lawyer = await insertLawyer(t.db);
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/claim-lawyer',
        headers: auth,
        payload: { lawyerId: lawyer.id, verificationDocuments: 'IBP ID 12345' },
      });
    const refused = await claim();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EMAIL_NOT_VERIFIED);

    const link = await confirmLinkOf('nena.bago@example.com');
    expect(link.pathname).toBe('/verify-email');
    const token = link.searchParams.get('token')!;
    const confirmed = await verify(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toMatch(/confirmed/);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).json().user.emailVerified).toBe(true);
    expect((await claim()).statusCode).toBe(201);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('token');
    expect((await verify('made-up-token')).statusCode).toBe(400);
  });

  it('sends a new link on request, a few times an hour at most', async () => {
    const auth = await register('nena.lost@example.com');
    await deliverOnce(t.db, t.app.config.mail);
    const resend = () => t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: auth });
    expect((await resend()).json().message).toBe('We sent a new confirmation link to nena.lost@example.com.');
    const link = await confirmLinkOf('nena.lost@example.com');
    expect(smtp.to('nena.lost@example.com').at(-1)!.subject).toBe('Confirm your Batas e-mail address');
    expect((await verify(link.searchParams.get('token')!)).statusCode).toBe(200);
    await resend();
    await resend();
    expect((await resend()).statusCode).toBe(429);
  });

  it('keeps an unconfirmed author from publishing (drafts are fine) and a claim from being approved', async () => {
    const author = await insertVerifiedLawyer(t.db);
    await t.db.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [author.id]);
    const write = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/articles',
        headers: author.auth,
        payload: { title: `Unconfirmed ${status}`, summary: 's', category: 'General Law', content: '<p>x</p>', status },
      });
    expect((await write('published')).statusCode).toBe(403);
    const draft = await write('draft');
    expect(draft.statusCode).toBe(201);
    const publish = await t.app.inject({
      method: 'PATCH',
      url: `/api/articles/${draft.json().data.article._id}/status`,
      headers: author.auth,
      payload: { status: 'published' },
    });
    expect(publish.statusCode).toBe(403);

    const claimant = await insertUser(t.db);
    const entry = await insertLawyer(t.db, { profileStatus: 'verified' });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/claim-lawyer',
      headers: claimant.auth,
      payload: { lawyerId: entry.id, verificationDocuments: 'IBP ID 555' },
    });
    expect(submitted.statusCode).toBe(201);
    await t.db.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [claimant.id]);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/auth/approve-claim/${submitted.json().data.claim.id}`,
      headers: reviewer.auth,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(CLAIMANT_NOT_CONFIRMED);
  });

  it('counts accounts made by seeds and administrators as confirmed', async () => {
    const seeded = await insertUser(t.db);
    expect((await t.app.inject({ url: '/api/auth/me', headers: seeded.auth })).json().user.emailVerified).toBe(true);
  });
});
