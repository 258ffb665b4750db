import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test';
import { createTestApp } from './helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('documents API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createDocument(t.db, {
      title: 'TAÑADA v. TUVERA',
      documentType: 'Supreme Court Decision',
      courtLevel: 'Supreme Court',
      court: 'Supreme Court',
      citation: 'G.R. No. L-63915, April 24, 1985',
      grNumber: 'L-63915',
      dateDecided: '1985-04-24',
      content:
        "Invoking the people's right to be informed on matters of public concern, petitioners seek publication of presidential decrees in the Official Gazette.",
    });
    await createDocument(t.db, {
      title: 'Data Privacy Act of 2012',
      documentType: 'Republic Act',
      courtLevel: 'Legislature',
      citation: 'Republic Act No. 10173',
      dateEnacted: '2012-08-15',
      lawCategory: 'Privacy',
      content: 'An act protecting individual personal information in information and communications systems.',
    });
    await createDocument(t.db, {
      title: 'Bouncing Checks Law',
      documentType: 'Batas Pambansa',
      courtLevel: 'Legislature',
      citation: 'Batas Pambansa Blg. 22',
      dateEnacted: '1979-04-03',
      content: 'An act penalizing the making or drawing and issuance of a check without sufficient funds or credit.',
    });
    for (let index = 0; index < 12; index++) {
      await createDocument(t.db, {
        documentType: 'Executive Order',
        courtLevel: 'Executive',
        dateEnacted: `1990-01-${String(index + 1).padStart(2, '0')}`,
      });
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('filters by law category whatever its case, and suggests the categories in use', async () => {
    for (const spelling of ['Privacy', 'privacy', 'PRIVACY']) {
      const response = await get(`/api/documents?lawCategory=${spelling}`);
      expect(
        response.json().data.documents.map((doc: { title: string }) => doc.title),
        spelling,
      ).toEqual(['Data Privacy Act of 2012']);
    }
    const suggestions = await get('/api/documents/law-categories');
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json().data).toEqual([{ _id: 'Privacy', name: 'Privacy', count: 1 }]);
  });

  it('lists documents newest first with pagination', async () => {
    const response = await get('/api/documents?limit=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.documents).toHaveLength(5);
    expect(body.data.pagination).toMatchObject({
      page: 1,
      limit: 5,
      totalDocuments: 15,
      totalPages: 3,
      totalIsEstimate: false,
    });
    const dates = body.data.documents.map((document: { date: string }) => document.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data.documents[0]).toMatchObject({
      _id: expect.any(String),
      slug: expect.any(String),
      excerpt: expect.any(String),
    });
  });

  it('uses page size 10 by default and pages through', async () => {
    const first = (await get('/api/documents')).json().data;
    const second = (await get('/api/documents?page=2')).json().data;
    expect(first.documents).toHaveLength(10);
    expect(second.documents).toHaveLength(5);
    const ids = new Set([...first.documents, ...second.documents].map((document: { _id: string }) => document._id));
    expect(ids.size).toBe(15);
  });

  it('filters by one or several document types, repeated or comma-separated', async () => {
    const one = (await get('/api/documents?documentType=Republic%20Act')).json().data;
    expect(one.documents.map((document: { title: string }) => document.title)).toEqual(['Data Privacy Act of 2012']);
    const repeated = (await get('/api/documents?documentType=Republic%20Act&documentType=Batas%20Pambansa')).json()
      .data;
    const comma = (await get('/api/documents?documentType=Republic%20Act,Batas%20Pambansa')).json().data;
    expect(repeated.pagination.totalDocuments).toBe(2);
    expect(comma.pagination.totalDocuments).toBe(2);
  });

  it('filters by year, court level and law category', async () => {
    expect((await get('/api/documents?year=1985')).json().data.documents[0].grNumber).toBe('L-63915');
    expect((await get('/api/documents?courtLevel=Executive')).json().data.pagination.totalDocuments).toBe(12);
    expect((await get('/api/documents?lawCategory=Privacy')).json().data.pagination.totalDocuments).toBe(1);
    expect((await get('/api/documents?year=1985&courtLevel=Executive')).json().data.pagination.totalDocuments).toBe(0);
  });

  it('searches the text, accent- and case-insensitively', async () => {
    const body = (await get('/api/documents?search=tanada')).json().data;
    expect(body.documents[0].title).toBe('TAÑADA v. TUVERA');
    const q = (await get('/api/documents?q=personal%20information')).json().data;
    expect(q.documents[0].title).toBe('Data Privacy Act of 2012');
  });

  it('sorts by title ascending', async () => {
    const body = (await get('/api/documents?sortBy=title&sortOrder=asc&limit=100')).json().data;
    const titles = body.documents.map((document: { title: string }) => document.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['limit=100000', 'limit'],
    ['limit=abc', 'limit'],
    ['year=abc', 'year'],
    ['year=1985.5', 'year'],
    ['sortBy=password', 'sortBy'],
    ['sortOrder=sideways', 'sortOrder'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/api/documents?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('counts documents by type', async () => {
    const body = (await get('/api/documents/types')).json();
    expect(body.data).toEqual(
      expect.arrayContaining([
        { _id: 'Executive Order', count: 12 },
        { _id: 'Republic Act', count: 1 },
      ]),
    );
  });

  it('reports stats and category counts', async () => {
    const stats = (await get('/api/documents/stats')).json().data;
    expect(stats.totalDocuments).toBe(15);
    const categories = (await get('/api/documents/categories')).json().data;
    const byKey = Object.fromEntries(
      categories.map((category: { key: string; count: number }) => [category.key, category.count]),
    );
    expect(byKey).toMatchObject({ all: 15, 'supreme-court': 1, laws: 2, executive: 12, treaties: 0 });
  });

  it('reads one document by slug and counts the view', async () => {
    const listed = (await get('/api/documents?documentType=Republic%20Act')).json().data.documents[0];
    const response = await get(`/api/documents/slug/${encodeURIComponent(listed.slug)}`);
    expect(response.statusCode).toBe(200);
    const document = response.json().data;
    expect(document).toMatchObject({
      title: 'Data Privacy Act of 2012',
      dateEnacted: '2012-08-15',
      citation: 'Republic Act No. 10173',
    });
    expect(document.content).toContain('personal information');
    const again = (await get(`/api/documents/${listed._id}`)).json().data;
    expect(again.viewCount).toBe(listed.viewCount + 1);
  });

  it('gives each document its heading: the title as a reader sees it, next to the title as stored', async () => {
    await createDocument(t.db, {
      title: '[ G.R. No. 123456, June 1, 2001 ] PEOPLE OF THE PHILIPPINES v. JUAN DELA CRUZ',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. 123456, June 1, 2001',
      grNumber: '123456',
      dateDecided: '2001-06-01',
    });
    const listed = (await get('/api/documents?search=123456')).json().data.documents[0];
    expect(listed).toMatchObject({
      title: '[ G.R. No. 123456, June 1, 2001 ] PEOPLE OF THE PHILIPPINES v. JUAN DELA CRUZ',
      heading: 'People of the Philippines v. Juan dela Cruz',
    });
    const one = (await get(`/api/documents/slug/${encodeURIComponent(listed.slug)}`)).json().data;
    expect(one.heading).toBe('People of the Philippines v. Juan dela Cruz');
  });

  it('answers 404 for an unknown slug and 400 for a malformed id', async () => {
    expect((await get('/api/documents/slug/NO-SUCH-DOCUMENT')).statusCode).toBe(404);
    expect((await get('/api/documents/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/documents/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers JSON 404 for unknown API paths and serves OpenAPI docs', async () => {
    const missing = await get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
    const docs = await get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/documents/');
  });

  it('reports health', async () => {
    const body = (await get('/api/health')).json();
    expect(body.data.status).toBe('ok');
  });
});
