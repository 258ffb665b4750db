/**
 * Every public page arrives rendered: its content, title, description, canonical link and structured data are in
 * the first HTML answer, read here without running any JavaScript. Then, in Chromium, the browser takes the page
 * over without a hydration error and without asking again for the data the HTML carried.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { baseUrl, e2eData, launchBrowser, skipE2e } from '../support/browser.ts';

/** The page's HTML as a crawler or a browser without JavaScript gets it. */
async function fetchHtml(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="batas-state"'));
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: response.status,
    html,
    scriptPolicy: /script-src [^;]*/.exec(response.headers.get('content-security-policy') ?? '')?.[0] ?? '',
    /** The rendered page, text only. */
    text: root
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
    title: /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

describe.skipIf(skipE2e)('server-rendered public pages', () => {
  const pages = () => {
    const data = e2eData();
    return [
      {
        path: '/',
        title: 'Batas: Find a Lawyer. Search the Law.',
        contains: ['Find a Lawyer. Search the Law.', 'Featured Lawyers'],
      },
      {
        path: '/law-library',
        title: 'Law Library | Batas',
        contains: ['Law Library', 'Data Privacy Act of 2012', 'Lorenzo M. Tañada'],
      },
      {
        path: `/law-library?q=${encodeURIComponent('personal information')}`,
        title: 'Law Library | Batas',
        contains: ['Data Privacy Act of 2012'],
      },
      {
        path: `/law-library/${data.documents.tanada.slug}`,
        title: 'Lorenzo M. Tañada',
        contains: ["Invoking the people's right to be informed", 'G.R. No. L-63915, April 24, 1985', 'LawPhil'],
      },
      { path: '/lawyers', title: 'Find Lawyers | Batas', contains: ['Find Lawyers'] },
      {
        path: `/lawyers/${data.public.fullProfile.rollNumber}`,
        title: data.public.fullProfile.name,
        contains: [data.public.fullProfile.name, data.public.fullProfile.bio.slice(0, 40)],
      },
      { path: '/articles', title: 'Legal Articles | Batas', contains: [data.public.articles.title] },
      { path: `/articles/${data.public.articles.slug}`, title: data.public.articles.title, contains: ['Lupon'] },
      { path: '/firms', title: 'Law Firms | Batas', contains: ['Law Firms'] },
      {
        path: `/firms/${data.directory.firm.slug}`,
        title: data.directory.firm.name,
        contains: ['Practice areas', '224 Tomas Morato Avenue', ...data.directory.firm.lawyers],
      },
      { path: '/jobs', title: 'Legal Jobs | Batas', contains: ['Legal Jobs'] },
      { path: '/citations', title: 'Citation Checker | Batas', contains: ['Citation Checker'] },
      { path: '/help', title: 'Help Center | Batas', contains: ['Searching the law library', 'cited by'] },
      { path: '/contact', title: 'Contact Us | Batas', contains: ['Contact Us'] },
      {
        path: '/privacy',
        title: 'Privacy Policy | Batas',
        contains: ['Verification uploads and claims', '60 minutes'],
      },
      { path: '/terms', title: 'Terms of Service | Batas', contains: ['not legal advice'] },
    ];
  };

  it('carries each page’s content, title, description, canonical link and JSON-LD in the HTML', async () => {
    for (const page of pages()) {
      const got = await fetchHtml(page.path);
      expect(got.status, page.path).toBe(200);
      expect(got.title, page.path).toContain(page.title.replace(/'/g, '&#39;'));
      for (const text of page.contains) expect(got.text, `${page.path} shows "${text}"`).toContain(text);
      expect(got.description, `${page.path} description`).toBeTruthy();
      expect(got.canonical, `${page.path} canonical`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(got.jsonLd.length, `${page.path} JSON-LD`).toBeGreaterThan(0);
      // One inline script runs: the fixed loader of the page's scripts, allowed by its hash and nothing else.
      const inline = [
        ...got.html.matchAll(
          /<script(?![^>]*\b(?:type="application\/(?:json|ld\+json)"|src=))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(inline, `${page.path} inline scripts`).toHaveLength(1);
      const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
      expect(got.scriptPolicy, `${page.path} CSP`).toContain(`'sha256-${hash}'`);
      expect(got.scriptPolicy, `${page.path} CSP`).not.toContain('unsafe-inline');
    }
  });

  it('answers 404 with the friendly page for an unknown address and for a document, lawyer or article that does not exist', async () => {
    for (const [path, text] of [
      ['/no/such/page', 'Page not found'],
      ['/law-library/REPUBLIC_ACT-9998', 'Not in the library'],
      ['/lawyers/999999991', 'Lawyer not found'],
      ['/articles/no-such-article-here', 'Article not found'],
      ['/firms/no-such-firm', 'Law firm not found'],
    ] as const) {
      const got = await fetchHtml(path);
      expect(got.status, path).toBe(404);
      expect(got.text, path).toContain(text);
    }
  });

  it('answers another form of a document’s address with a 301 to its canonical address, the query kept', async () => {
    const { tanada } = e2eData().documents;
    for (const form of ['GR-63915-1985-04-24', 'gr-l-63915-1985-04-24', 'G.R.%20No.%20L-63915']) {
      const response = await fetch(`${baseUrl()}/law-library/${form}?q=published`, { redirect: 'manual' });
      expect(response.status, form).toBe(301);
      expect(response.headers.get('location'), form).toBe(`/law-library/${tanada.slug}?q=published`);
    }
    // The canonical address itself is the page, not a redirect.
    expect((await fetch(`${baseUrl()}/law-library/${tanada.slug}`, { redirect: 'manual' })).status).toBe(200);
  });

  it('sends pages with no-cache and an ETag, and the build’s files precompressed with a year’s cache', async () => {
    // A second render of the same page differs in its data's fetch times and a document's view count only.
    for (const path of ['/law-library', `/law-library/${e2eData().documents.tanada.slug}`]) {
      const first = await fetch(`${baseUrl()}${path}`);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await fetch(`${baseUrl()}${path}`, { headers: { 'if-none-match': etag! } });
      expect(again.status, path).toBe(304);
    }
    const page = await fetch(`${baseUrl()}/law-library`);

    const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(await page.text())?.[1];
    expect(stylesheet).toBeTruthy();
    for (const encoding of ['br', 'gzip']) {
      const asset = await fetch(`${baseUrl()}${stylesheet}`, { headers: { 'accept-encoding': encoding } });
      expect(asset.status, encoding).toBe(200);
      expect(asset.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(asset.headers.get('cache-control'), encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('ignores hostile query strings and unknown filters instead of failing', async () => {
    for (const path of [
      '/law-library?year=%3Cscript%3E&court=%00&page=-4&sort=%22%3E%3Csvg%20onload%3Dalert(1)%3E',
      '/law-library?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/lawyers?practiceArea=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&search=%E2%80%8F',
      '/articles?category=Nope&level=%27%22&page=abc',
    ]) {
      const got = await fetchHtml(path);
      expect(got.status, path).toBe(200);
      expect(got.html, path).not.toMatch(/<script>alert|<svg onload|<img src=x onerror/i);
    }
  });

  describe('in the browser', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('hydrates every page without an error and without fetching again what the HTML carried', async () => {
      const data = e2eData();
      const mainRequests: Record<string, RegExp> = {
        '/': /\/api\/(documents\?|lawyers\?|articles\?|documents\/stats|lawyers\/stats)/,
        '/law-library': /\/api\/documents\?/,
        [`/law-library/${data.documents.tanada.slug}`]: /\/api\/documents\/resolve\//,
        '/lawyers': /\/api\/lawyers\?/,
        [`/lawyers/${data.public.fullProfile.rollNumber}`]: /\/api\/lawyers\/\d/,
        '/articles': /\/api\/articles\?/,
        [`/firms/${data.directory.firm.slug}`]: /\/api\/lawyers\?/,
        [`/articles/${data.public.articles.slug}`]: /\/api\/articles\/[a-z]/,
        // The footer's name and links, and the contact page's address, come with the HTML.
        '/contact': /\/api\/site$/,
      };
      for (const [path, mainRequest] of Object.entries(mainRequests)) {
        const context = await browser.newContext({ baseURL: baseUrl() });
        const page = await context.newPage();
        const problems: string[] = [];
        const refetched: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('request', (request: Request) => {
          if (mainRequest.test(request.url())) refetched.push(request.url());
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        // React marks the root element it has taken over.
        await page.waitForFunction(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
        );
        expect(problems, path).toEqual([]);
        expect(refetched, `${path} asked again for what the HTML carried`).toEqual([]);
        await context.close();
      }
    });
  });
});
