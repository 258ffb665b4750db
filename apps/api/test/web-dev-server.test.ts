/**
 * `npm run dev` (WEB_DEV_SERVER): pages are rendered on the server from the web app's sources, through Vite in the
 * API process, by the same routes, loaders and template as production; Vite serves the modules on the same port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test';
import { createTestApp } from './helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('npm run dev: server rendering from the sources', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DEV_SERVER: 'true' });
    slug = (await createDocument(t.db, { title: 'A decision rendered in development' })).slug;
  });
  afterAll(() => t?.close());

  it('renders a public page on the server, with its data, and Vite’s client for hot reload', async () => {
    const response = await t.app.inject({ url: '/law-library' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const root = response.body.slice(response.body.indexOf('<div id="root">'));
    expect(root).toContain('A decision rendered in development');
    expect(response.body).toContain('<title>Law Library | Batas</title>');
    expect(response.body).toContain('/@vite/client');
    expect(response.body).toContain('id="batas-state"');
  });

  it('answers a document page, and another form of its address with the same 301 as production', async () => {
    expect((await t.app.inject({ url: `/law-library/${slug}` })).statusCode).toBe(200);
    const moved = await t.app.inject({ url: `/law-library/${slug.toLowerCase()}?q=x` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/law-library/${slug}?q=x`);
  });

  it('answers a category address in another case with a 301 to its spelling on the site, the rest of the query kept', async () => {
    const moved = await t.app.inject({ url: '/law-library?q=tax&category=Laws&sub=Republic-Acts' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/law-library?q=tax&category=laws&sub=republic-acts');
    const canonical = await t.app.inject({ url: moved.headers.location! });
    expect(canonical.statusCode).toBe(200);
    expect(canonical.body).toContain('<title>Law Library | Batas</title>');
  });

  it('answers an articles topic in another case with a 301 to its spelling on the site', async () => {
    const moved = await t.app.inject({ url: '/articles?category=labor%20law&page=2' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/articles?category=Labor+Law&page=2');
  });

  it('serves the sources through Vite, and leaves the API to the API', async () => {
    const entry = await t.app.inject({ url: '/src/main.tsx' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ success: true });
    // Hot reload's inline preamble is allowed in development only (production allows one loader by its hash).
    expect(String(health.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'");
  });
});
