import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRole } from '@batas/shared/constants';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';
import { deliverOnce } from './support/mail.ts';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.ts';

const ROLES = ['super_admin', 'admin', 'moderator', 'content_manager', 'lawyer', 'basic'] as const satisfies UserRole[];

const VALID = {
  siteName: 'Batas PH',
  contactEmail: 'help@batas.example',
  socialLinks: { facebook: 'https://facebook.com/batas', x: '', linkedin: null, youtube: 'https://youtube.com/@batas' },
  scrapingDefaults: { maxDocuments: 250, delay: 2000 },
};

describe('site settings', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const accounts = new Map<UserRole, TestAccount>();
  const as = (role: UserRole) => accounts.get(role)!.headers;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://batas.example.test' });
    for (const role of ROLES) accounts.set(role, await addAccount(t.db, { role }));
  });
  beforeEach(async () => {
    await t.db.query(`UPDATE site_settings SET site_name = DEFAULT, contact_email = NULL, facebook_url = NULL,
      x_url = NULL, linkedin_url = NULL, youtube_url = NULL, scraping_max_documents = DEFAULT, scraping_delay_ms = DEFAULT`);
    await t.db.query('DELETE FROM mail_outbox');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('starts from the defaults: the name Batas, no contact address, no social links, 100 documents, 1500 ms', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: as('super_admin') });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      siteName: 'Batas',
      contactEmail: null,
      socialLinks: { facebook: null, x: null, linkedin: null, youtube: null },
      scrapingDefaults: { maxDocuments: 100, delay: 1500 },
    });
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json().data).toEqual({
      siteName: 'Batas',
      contactEmail: null,
      acceptsMessages: true, // to the administrators
      socialLinks: { facebook: null, x: null, linkedin: null, youtube: null },
    });
  });

  it('saves every field, shows the public part on /api/site, and records the changes with before and after', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: as('super_admin'),
      payload: VALID,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      siteName: 'Batas PH',
      contactEmail: 'help@batas.example',
      socialLinks: {
        facebook: 'https://facebook.com/batas',
        x: null,
        linkedin: null,
        youtube: 'https://youtube.com/@batas',
      },
      scrapingDefaults: { maxDocuments: 250, delay: 2000 },
      updatedByEmail: accounts.get('super_admin')!.email,
    });
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.json().data).toEqual({
      siteName: 'Batas PH',
      contactEmail: 'help@batas.example',
      acceptsMessages: true,
      socialLinks: {
        facebook: 'https://facebook.com/batas',
        x: null,
        linkedin: null,
        youtube: 'https://youtube.com/@batas',
      },
    });
    const audit = await t.db.query<{ details: { changes: Record<string, unknown> }; actor_email: string }>(
      `SELECT details, actor_email FROM audit_log WHERE action = 'settings.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]!.actor_email).toBe(accounts.get('super_admin')!.email);
    expect(audit.rows[0]!.details.changes).toEqual({
      siteName: { before: 'Batas', after: 'Batas PH' },
      contactEmail: { before: null, after: 'help@batas.example' },
      'socialLinks.facebook': { before: null, after: 'https://facebook.com/batas' },
      'socialLinks.youtube': { before: null, after: 'https://youtube.com/@batas' },
      'scrapingDefaults.maxDocuments': { before: 100, after: 250 },
      'scrapingDefaults.delay': { before: 1500, after: 2000 },
    });
  });

  it.each([
    [{ siteName: '  ' }, 'siteName', 'Site name is required'],
    [{ siteName: 'x'.repeat(81) }, 'siteName', 'at most 80'],
    [{ contactEmail: 'not-an-address' }, 'contactEmail', 'Email is invalid'],
    [{ socialLinks: { ...VALID.socialLinks, facebook: 'javascript:alert(1)' } }, 'socialLinks.facebook', 'https://'],
    [{ socialLinks: { ...VALID.socialLinks, x: 'ftp://x.com/batas' } }, 'socialLinks.x', 'https://'],
    [{ socialLinks: { ...VALID.socialLinks, linkedin: 'https://nohost' } }, 'socialLinks.linkedin', 'https://'],
    [{ scrapingDefaults: { maxDocuments: 0, delay: 1500 } }, 'scrapingDefaults.maxDocuments', 'at least 1'],
    [{ scrapingDefaults: { maxDocuments: 100, delay: 10_001 } }, 'scrapingDefaults.delay', 'at most 10000'],
    [{ scrapingDefaults: { maxDocuments: 1.5, delay: 1500 } }, 'scrapingDefaults.maxDocuments', 'whole number'],
  ])('refuses a bad setting with a 400 naming it: case %#', async (change, field, message) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: as('super_admin'),
      payload: { ...VALID, ...change },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((entry: { field: string }) => entry.field === field);
    expect(error?.message, response.body).toContain(message);
    // Nothing was saved.
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json().data.siteName).toBe('Batas');
  });

  it('lets only a super admin read or change the settings or send a test e-mail (401 anonymous, 403 others)', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/settings', allowed: 200 },
      { method: 'PUT' as const, url: '/api/admin/settings', payload: VALID, allowed: 200 },
      { method: 'POST' as const, url: '/api/admin/settings/test-email', allowed: 202 },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      for (const role of ROLES) {
        const response = await t.app.inject({ ...call, headers: as(role) });
        expect(response.statusCode, `${call.method} ${call.url} as ${role}`).toBe(
          role === 'super_admin' ? call.allowed : 403,
        );
      }
    }
    // The refused attempts changed nothing but the super admin's own save.
    const audit = await t.db.query<{ actor_email: string }>(
      `SELECT DISTINCT actor_email FROM audit_log WHERE action = 'settings.update'`,
    );
    expect(audit.rows.map((row) => row.actor_email)).toEqual([accounts.get('super_admin')!.email]);
  });

  it("sends the test e-mail through the outbox to the admin's own address and says where it went", async () => {
    const admin = accounts.get('super_admin')!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/test-email',
      headers: as('super_admin'),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ data: { to: admin.email, delivery: 'smtp' } });
    expect(response.json().message).toContain(admin.email);
    await deliverOnce(t.db, t.app.config.mail);
    const [received] = smtp.to(admin.email).slice(-1);
    expect(received?.subject).toBe('Batas test e-mail');
    expect(received?.text).toContain('https://batas.example.test/admin/settings');
  });

  it('gives the scraping form its defaults (admins who may scrape) and fills them into a job that leaves them out', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: as('super_admin'), payload: VALID });
    for (const role of ROLES) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/scraping/defaults', headers: as(role) });
      expect(response.statusCode, role).toBe(['super_admin', 'admin'].includes(role) ? 200 : 403);
      if (response.statusCode === 200) expect(response.json().data).toEqual({ maxDocuments: 250, delay: 2000 });
    }
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/scraping/start',
      headers: as('admin'),
      payload: { categories: ['acts'], options: { delay: 700 } },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data.options).toMatchObject({ maxDocuments: 250, delay: 700 });
  });
});
