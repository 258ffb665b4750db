import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createDocument, createLawyer } from '@batas/db/test';
import { createTestApp } from './helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('delivery: robots.txt, sitemaps, compression, ETags, HTTPS-only headers', () => {
  let t: TestApp;
  let docSlug: string;
  let articleSlug: string;
  beforeAll(async () => {
    t = await createTestApp();
    docSlug = (await createDocument(t.db, { title: 'Sitemap decision' })).slug;
    articleSlug = (await createArticle(t.db, { title: 'A published guide', status: 'published' })).slug;
    await createArticle(t.db, { title: 'A draft', status: 'draft' });
  });
  afterAll(() => t?.close());

  it('robots.txt points at the sitemap on the configured address, never the Host a client sent', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'stranger.example:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).not.toContain('stranger');
    expect(response.body).toContain('Disallow: /admin');
    // Without PUBLIC_URL the answer names a default address: no shared cache keeps it.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('with PUBLIC_URL, robots.txt and sitemaps name it and may be cached publicly', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://batas.example' });
    try {
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const response = await configured.app.inject({ url, headers: { host: 'stranger.example' } });
        expect(response.body).toContain('https://batas.example/sitemap');
        expect(response.body).not.toContain('stranger');
        expect(response.headers['cache-control']).toBe('public, max-age=3600');
      }
    } finally {
      await configured.close();
    }
  });

  it.each(['a@b', 'evil.example@batas.example', 'x y', 'batas.example/path', 'host:port'])(
    'answers 400 to the Host header %j',
    async (host) => {
      const response = await t.app.inject({ url: '/api/health', headers: { host } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Invalid Host header' });
    },
  );

  it('lists one paged sitemap per kind, each URL with its lastmod; drafts are left out', async () => {
    const index = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'stranger.example' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    for (const kind of ['documents', 'lawyers', 'articles'])
      expect(index.body).toContain(`<loc>http://localhost:3000/sitemaps/${kind}-1.xml</loc>`);

    const documents = await t.app.inject({ url: '/sitemaps/documents-1.xml', headers: { host: 'stranger.example' } });
    expect(documents.body).toMatch(
      new RegExp(`<url><loc>http://localhost:3000/law-library/${docSlug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    const articles = (await t.app.inject({ url: '/sitemaps/articles-1.xml' })).body;
    expect(articles).toContain(`/articles/${articleSlug}</loc>`);
    expect(articles.match(/<url>/g)).toHaveLength(1);
    expect((await t.app.inject({ url: '/sitemaps/documents-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/passwords-1.xml' })).statusCode).toBe(404);
  });

  it('splits a kind past 50,000 URLs into pages of 50,000', async () => {
    const first = await createLawyer(t.db);
    await t.db.query(
      `INSERT INTO lawyers (roll_number, first_name, last_name)
       SELECT 'S' || lpad(n::text, 6, '0'), 'ANA', 'CRUZ' FROM generate_series(1, 50000) AS n`,
    );
    const index = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(index).toContain('/sitemaps/lawyers-2.xml');
    expect(index).not.toContain('/sitemaps/lawyers-3.xml');
    const page1 = (await t.app.inject({ url: '/sitemaps/lawyers-1.xml' })).body;
    const page2 = (await t.app.inject({ url: '/sitemaps/lawyers-2.xml' })).body;
    expect(page1.match(/<url>/g)).toHaveLength(50_000);
    expect(page2.match(/<url>/g)!.length).toBeGreaterThanOrEqual(1);
    expect(`${page1}${page2}`).toContain(`/lawyers/${first.roll_number}</loc>`);
  });

  it('compresses JSON over 1 KB with brotli or gzip, as the client accepts, and leaves small answers alone', async () => {
    for (let n = 0; n < 5; n++)
      await createDocument(t.db, { title: `Compressible decision ${n}`, content: 'x '.repeat(400) });
    const brotli = await t.app.inject({ url: '/api/documents?limit=10', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({ url: '/api/documents?limit=10', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a request whose ETag still matches', async () => {
    const first = await t.app.inject({ url: '/api/documents/stats' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await t.app.inject({ url: '/api/documents/stats', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends no HTTPS-only header over plain HTTP, so a LAN install on http:// works', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('HTTPS-only headers when the request came over HTTPS', () => {
  it('behind a trusted proxy that says https', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const secure = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const plain = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('not from an untrusted client claiming https, but always when PUBLIC_URL is https', async () => {
    const untrusted = await createTestApp();
    try {
      const claimed = await untrusted.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusted.close();
    }
    const public_ = await createTestApp({ PUBLIC_URL: 'https://batas.example' });
    try {
      const response = await public_.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const robots = await public_.app.inject({ url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: https://batas.example/sitemap.xml');
    } finally {
      await public_.close();
    }
  });
});
