import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDocument } from '@batas/db';
import { createTestApp } from './helpers.ts';
import { insertUser, insertVerifiedLawyer, type TestUser } from './support/accounts.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Headers = Record<string, string>;

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Understanding the Data Privacy Act',
  summary: 'What RA 10173 asks of small businesses.',
  content: '<p>The Data Privacy Act of 2012 protects personal information.</p>',
  category: 'Labor Law',
  tags: [' privacy ', 'RA 10173', 'Privacy'],
  ...overrides,
});

describe('articles API', () => {
  let t: TestApp;
  let author: TestUser & { lawyerId: string };
  let otherLawyer: TestUser & { lawyerId: string };
  let client: TestUser;
  let admin: TestUser;
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });
  const create = async (body: object, user: TestUser = author) =>
    (await send('POST', '/api/articles', user.auth, body)).json().data.article;
  const fieldsOf = (response: { json: () => { errors?: Array<{ field: string; message: string }> } }) =>
    Object.fromEntries((response.json().errors ?? []).map((error) => [error.field, error.message]));

  beforeAll(async () => {
    t = await createTestApp();
    author = await insertVerifiedLawyer(t.db, { firstName: 'ANA', lastName: 'REYES' });
    otherLawyer = await insertVerifiedLawyer(t.db);
    client = await insertUser(t.db);
    admin = await insertUser(t.db, { role: 'content_manager' });
  });
  afterAll(() => t.close());

  describe('writing', () => {
    it('lets only verified lawyers write', async () => {
      const unverified = await insertUser(t.db, { role: 'lawyer', lawyerVerificationStatus: 'documents_required' });
      expect((await send('POST', '/api/articles', {}, draft())).statusCode).toBe(401);
      expect((await send('POST', '/api/articles', {}, {})).statusCode).toBe(401);
      expect((await send('POST', '/api/articles', client.auth, draft())).statusCode).toBe(403);
      expect((await send('POST', '/api/articles', unverified.auth, draft())).statusCode).toBe(403);
      const response = await send('POST', '/api/articles', author.auth, draft());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'Article saved successfully!',
        data: {
          article: {
            slug: 'understanding-the-data-privacy-act',
            status: 'draft',
            publishedAt: null,
            tags: ['privacy', 'RA 10173'],
            readingTime: 1,
            author: { _id: author.lawyerId, fullName: 'ANA REYES' },
          },
        },
      });
      const published = await send('POST', '/api/articles', author.auth, draft({ status: 'published' }));
      expect(published.json().message).toBe('Article published successfully!');
      expect(published.json().data.article).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
      // Same title, new slug; the first article keeps its own.
      expect(published.json().data.article.slug).toMatch(/^understanding-the-data-privacy-act-[0-9a-f]{6}$/);
    });

    it('answers 400 with the form messages per field', async () => {
      const cases: Array<[Record<string, unknown>, string, string | RegExp]> = [
        [{ title: '' }, 'title', 'Title is required'],
        [{ title: 'x'.repeat(201) }, 'title', /at most 200/],
        [{ summary: ' ' }, 'summary', 'Summary is required'],
        [{ summary: 'x'.repeat(501) }, 'summary', /at most 500/],
        [{ category: '' }, 'category', 'Category is required'],
        [{ category: 'Gossip' }, 'category', 'Category is required'],
        [{ content: '' }, 'content', 'Content is required'],
        [{ content: '<script>alert(1)</script><p> </p>' }, 'content', 'Content is required'],
        [{ metaDescription: 'x'.repeat(161) }, 'metaDescription', /at most 160/],
        [{ tags: 'privacy' }, 'tags', /array/i],
        [{ difficulty: 'Expert' }, 'difficulty', /./],
        [{ status: 'archived' }, 'status', /./],
        [{ featuredImage: 'https://evil.example/x.png' }, 'featuredImage', /uploaded here/],
      ];
      for (const [overrides, field, message] of cases) {
        const response = await send('POST', '/api/articles', author.auth, draft(overrides));
        expect(response.statusCode, field).toBe(400);
        expect(fieldsOf(response)[field], field).toMatch(message);
      }
    });

    it('never lets hostile HTML through to the page', async () => {
      const hostile = [
        '<h1>Heading</h1><p>Safe <strong>bold</strong> text.</p>',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(1)">',
        '<img src="/api/articles/images/00000000-0000-4000-8000-000000000000" onerror="alert(2)" alt="ok">',
        '<a href="javascript:alert(1)">click</a>',
        '<a href="JaVaScRiPt&colon;alert(1)">encoded</a>',
        '<a href="https://example.com/case" onclick="steal()">a case</a>',
        '<p style="background:url(javascript:alert(1)); width: expression(alert(1))">styled</p>',
        '<div style="position:fixed;top:0">overlay</div>',
        '<style>body{display:none}</style>',
        '<iframe src="https://evil.example"></iframe>',
        '<svg onload="alert(1)"><circle/></svg>',
        '<object data="evil.swf"></object><embed src="evil.swf">',
        '<form action="https://evil.example"><input name="password"></form>',
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
        '<img src="data:image/png;base64,AAAA"><img src="//evil.example/pixel.gif">',
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
      ].join('');
      const article = await create(draft({ title: 'Hostile', content: hostile, status: 'published' }));
      const detail = (await send('GET', `/api/articles/${article.slug}`)).json().data;
      for (const html of [article.content as string, detail.content as string, detail.renderedHtml as string]) {
        expect(html).not.toMatch(
          /<script|onerror|onclick|onload|javascript:|style=|expression\(|<style|<iframe|<svg|<object|<embed|<form|<input|data:|evil\.example|<meta|<base/i,
        );
        expect(html).toContain('<h2>Heading</h2><p>Safe <strong>bold</strong> text.</p>');
        expect(html).toContain('<a href="https://example.com/case" rel="noopener nofollow" target="_blank">a case</a>');
        expect(html).toContain('<img src="/api/articles/images/00000000-0000-4000-8000-000000000000" alt="ok" />');
      }
    });
  });

  describe('reading', () => {
    it('links the citations of an article to the law library, and marks those the library lacks', async () => {
      await upsertDocument(t.db, {
        title: 'Data Privacy Act of 2012',
        documentType: 'Republic Act',
        citation: 'Republic Act No. 10173',
        dateEnacted: '2012-08-15',
        content: 'Personal information.',
      });
      const article = await create(
        draft({
          title: 'Citing Laws',
          content: '<p>Under R.A. No. 10173 and <em>Republic Act No. 11999</em>, a <b>controller</b> must…</p>',
          status: 'published',
        }),
      );
      const html = (await send('GET', `/api/articles/${article.slug}`)).json().data.renderedHtml as string;
      expect(html).toContain(
        '<a class="doc-citation" href="/law-library/REPUBLIC_ACT-10173-2012-08-15" title="Data Privacy Act of 2012">R.A. No. 10173</a>',
      );
      expect(html).toContain(
        '<em>Republic Act No. <span class="doc-citation doc-citation--missing" title="Republic Act No. 11999 is not in the library">11999</span></em>',
      );
    });
  });

  describe('managing', () => {
    it('lets only the author or an admin open, edit, publish and delete', async () => {
      const article = await create(draft({ title: 'Labor Code basics' }));
      const url = `/api/articles/${article._id}`;
      const edit = draft({ title: 'Labor Code basics, revised', category: 'Criminal Law' });

      for (const [method, path, body] of [
        ['GET', `/api/articles/edit/${article._id}`],
        ['PUT', url, edit],
        ['PATCH', `${url}/status`, { status: 'published' }],
        ['PUT', `${url}/status`, { status: 'published' }],
        ['DELETE', url],
      ] as const) {
        expect((await send(method, path, {}, body)).statusCode, `${method} ${path} anonymous`).toBe(401);
        expect((await send(method, path, client.auth, body)).statusCode, `${method} ${path} client`).toBe(403);
        expect((await send(method, path, otherLawyer.auth, body)).statusCode, `${method} ${path} other lawyer`).toBe(
          403,
        );
      }

      expect(
        (await send('GET', `/api/articles/edit/${article._id}`, author.auth)).json().data.article.content,
      ).toContain('Data Privacy Act');
      const updated = await send('PUT', url, author.auth, edit);
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.article).toMatchObject({
        title: 'Labor Code basics, revised',
        slug: article.slug,
        status: 'draft',
      });

      const published = (await send('PATCH', `${url}/status`, author.auth, { status: 'published' })).json().data
        .article;
      expect(published.publishedAt).toEqual(expect.any(String));
      expect((await send('PATCH', `${url}/status`, author.auth, { status: 'draft' })).json().data.article.status).toBe(
        'draft',
      );
      const again = (await send('PUT', `${url}/status`, admin.auth, { status: 'published' })).json().data.article;
      expect(again.publishedAt).toBe(published.publishedAt);
      expect((await send('PATCH', `${url}/status`, author.auth, { status: 'gone' })).statusCode).toBe(400);

      expect((await send('DELETE', url, author.auth)).json()).toEqual({
        success: true,
        message: 'Article deleted successfully',
      });
      expect((await send('GET', `/api/articles/edit/${article._id}`, admin.auth)).statusCode).toBe(404);
      expect((await send('PUT', '/api/articles/not-an-id', author.auth, edit)).statusCode).toBe(400);
    });

    it('hides drafts from everyone but their author and admins', async () => {
      const hidden = await create(draft({ title: 'Unfinished thoughts' }));
      expect((await send('GET', `/api/articles/${hidden.slug}`)).statusCode).toBe(404);
      expect((await send('GET', `/api/articles/${hidden.slug}`, otherLawyer.auth)).statusCode).toBe(404);
      expect((await send('GET', `/api/articles/${hidden.slug}`, author.auth)).statusCode).toBe(200);

      const own = `/api/articles/lawyer/${author.lawyerId}`;
      expect((await send('GET', `${own}?includeUnpublished=true`)).statusCode).toBe(401);
      expect((await send('GET', `${own}?includeUnpublished=true`, otherLawyer.auth)).statusCode).toBe(403);
      const mine = (await send('GET', `${own}?includeUnpublished=true`, author.auth)).json().data;
      expect(mine.articles.map((article: { title: string }) => article.title)).toContain('Unfinished thoughts');
      const drafts = (
        await send('GET', `${own}?includeUnpublished=true&status=draft&sortBy=title&sortOrder=asc`, author.auth)
      ).json().data.articles;
      expect(drafts.every((article: { status: string }) => article.status === 'draft')).toBe(true);
      const publicList = (await send('GET', own)).json().data.articles;
      expect(publicList.every((article: { status: string }) => article.status === 'published')).toBe(true);
      expect((await send('GET', `/api/articles/lawyer/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    });
  });

  describe('reading', () => {
    it('lists published articles with filters, sorts and pages', async () => {
      for (let index = 0; index < 13; index++) {
        await create(
          draft({
            title: `Tax update ${index}`,
            category: 'Tax Law',
            difficulty: 'Beginner',
            status: 'published',
            content: `<p>${'word '.repeat(index * 100 + 1)}</p>`,
          }),
          otherLawyer,
        );
      }
      const first = (await send('GET', '/api/articles?category=Tax%20Law')).json().data;
      expect(first.articles).toHaveLength(12);
      expect(first.pagination).toEqual({ page: 1, limit: 12, pages: 2, total: 13 });
      expect(first.articles[0].content).toBeUndefined();
      const byTime = (await send('GET', '/api/articles?category=Tax%20Law&sort=reading_time&limit=3')).json().data
        .articles;
      expect(byTime.map((article: { readingTime: number }) => article.readingTime)).toEqual([1, 1, 2]);
      expect((await send('GET', '/api/articles?q=privacy')).json().data.articles.length).toBeGreaterThan(0);
      expect((await send('GET', '/api/articles/search?search=tax&level=Beginner')).json().data.pagination.total).toBe(
        13,
      );
      for (const query of ['sort=random', 'limit=1000', 'page=0', 'premium=yes', 'difficulty=Expert']) {
        const response = await send('GET', `/api/articles?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors.length).toBeGreaterThan(0);
      }
    });

    it('counts a view once per visitor a day', async () => {
      const article = await create(draft({ title: 'Counting views', status: 'published' }));
      const read = (headers: Headers) => send('GET', `/api/articles/${article.slug}`, headers);
      expect((await read({ 'user-agent': 'reader-a' })).json().data.views).toBe(1);
      expect((await read({ 'user-agent': 'reader-a' })).json().data.views).toBe(1);
      expect((await read({ 'user-agent': 'reader-b' })).json().data.views).toBe(2);
      expect((await read(client.auth)).json().data.views).toBe(3);
      expect((await read(client.auth)).json().data.article.views).toBe(3);
    });

    it('counts a like once per account', async () => {
      const article = await create(draft({ title: 'Liking', status: 'published' }));
      const like = (headers: Headers) => send('POST', `/api/articles/${article._id}/like`, headers);
      expect((await like({})).statusCode).toBe(401);
      expect((await like(client.auth)).json().data).toEqual({ liked: true, likes: 1 });
      expect((await like(client.auth)).json().data).toEqual({ liked: true, likes: 1 });
      expect((await like(otherLawyer.auth)).json().data.likes).toBe(2);
      expect((await send('DELETE', `/api/articles/${article._id}/like`, client.auth)).json().data).toEqual({
        liked: false,
        likes: 1,
      });
      const hidden = await create(draft({ title: 'Draft to like' }));
      expect((await send('POST', `/api/articles/${hidden._id}/like`, client.auth)).statusCode).toBe(404);
    });
  });
});
