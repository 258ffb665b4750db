import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDocumentsJsonl } from '@batas/db/import';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';

// Cites and cited-by through the API, on every write path: import, admin create, edit and delete.
describe('GET /api/documents/{slug}/citations', () => {
  let t: TestApp;
  let editor: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await addAccount(t.db, { role: 'content_manager' });
  });
  afterAll(() => t.close());

  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/documents${url}`,
      headers: editor.headers,
      ...(payload ? { payload } : {}),
    });
  const citations = async (slug: string, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/documents/${slug}/citations${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  let lawSlug: string;
  let first: { id: string; slug: string };

  it('import: decisions citing a statute that is not yet in the library list it without a link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'batas-citations-'));
    try {
      const file = join(dir, 'decisions.jsonl');
      const decision = (serial: string, date: string, text: string) =>
        JSON.stringify({
          // As LawPhil titles them: the docket in brackets, the parties in capitals.
          title: `[ G.R. No. ${serial} ] PEOPLE OF THE PHILIPPINES v. JUAN ACCUSED ${serial}`,
          documentType: 'Supreme Court Decision',
          citation: `G.R. No. ${serial}, ${date}`,
          dateDecided: date,
          content: text,
        });
      writeFileSync(
        file,
        [
          decision('810001', '2010-03-03', 'Under Republic Act No. 9165, Sec. 5 and again R.A. No. 9165, the accused…'),
          decision('810002', '2014-07-07', 'We apply R.A. 9165, as held in G.R. No. 810001, March 3, 2010.'),
        ].join('\n'),
      );
      expect(await importDocumentsJsonl(t.db, file)).toMatchObject({ inserted: 2, failed: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const { rows } = await t.db.query<{ id: string; slug: string }>(
      `SELECT id, slug FROM documents WHERE 'gr:810001' = ANY(citation_keys)`,
    );
    first = rows[0]!;
    const data = await citations(first.slug);
    expect(data.cites).toEqual([
      { text: 'Republic Act No. 9165', slug: null, title: null, heading: null, documentType: null },
    ]);
    expect(data.citedBy).toEqual([
      expect.objectContaining({
        title: '[ G.R. No. 810002 ] PEOPLE OF THE PHILIPPINES v. JUAN ACCUSED 810002',
        heading: 'People of the Philippines v. Juan Accused 810002',
        documentType: 'Supreme Court Decision',
        date: '2014-07-07',
      }),
    ]);
    expect(data.citedByCount).toBe(1);
  });

  it('lists a cited decision by its case name, as lawyers write it', async () => {
    const create = async (title: string, citation: string, fullText: string) => {
      const dateDecided = new Date(`${citation.split(', ').slice(1).join(', ')} UTC`).toISOString().slice(0, 10);
      const payload = { title, documentType: 'Supreme Court Decision', citation, dateDecided, fullText };
      const response = await admin('POST', '', payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.slug as string;
    };
    const cited = await create(
      'LORENZO M. TAÑADA, ET AL., PETITIONERS, VS. HON. JUAN C. TUVERA, ET AL., RESPONDENTS.',
      'G.R. No. 810063, April 24, 1985',
      'Publication is indispensable.',
    );
    const citing = await create(
      'PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. PEDRO CITER, ACCUSED-APPELLANT.',
      'G.R. No. 810064, May 5, 2015',
      'As held in G.R. No. 810063, April 24, 1985, laws must be published.',
    );
    expect((await citations(citing)).cites).toEqual([
      {
        text: 'G.R. No. 810063, April 24, 1985',
        slug: cited,
        title: 'LORENZO M. TAÑADA, ET AL., PETITIONERS, VS. HON. JUAN C. TUVERA, ET AL., RESPONDENTS.',
        heading: 'Tañada v. Tuvera',
        documentType: 'Supreme Court Decision',
      },
    ]);
  });

  it('admin create: the statute arrives and both decisions now cite it (back-fill), newest first', async () => {
    const response = await admin('POST', '', {
      title: 'COMPREHENSIVE DANGEROUS DRUGS ACT OF 2002',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 9165',
      fullText:
        'Section 1. Short Title. This Act shall be known and cited as the "Comprehensive Dangerous Drugs Act of 2002".',
    });
    expect(response.statusCode, response.body).toBe(201);
    lawSlug = response.json().data.slug;
    const law = await citations(lawSlug);
    expect(law.citedByCount).toBe(2);
    expect(law.citedBy.map((doc: { date: string }) => doc.date)).toEqual(['2014-07-07', '2010-03-03']);
    expect(law.cites).toEqual([]);
    expect((await citations(first.slug)).cites[0]).toEqual({
      text: 'Republic Act No. 9165',
      slug: lawSlug,
      title: 'COMPREHENSIVE DANGEROUS DRUGS ACT OF 2002',
      heading: 'Comprehensive Dangerous Drugs Act of 2002',
      documentType: 'Republic Act',
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/documents?sortBy=citedByCount' });
    expect(listed.json().data.documents[0]).toMatchObject({ slug: lawSlug, citedByCount: 2 });
  });

  it('admin edit: a decision rewritten without the citation leaves the statute with one citing decision', async () => {
    const response = await admin('PUT', `/${first.id}`, { fullText: 'The accused was acquitted on reasonable doubt.' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await citations(lawSlug)).citedByCount).toBe(1);
    expect((await citations(first.slug)).cites).toEqual([]);
  });

  it('admin delete: deleting the citing decision leaves nothing citing the statute', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM documents WHERE 'gr:810002' = ANY(citation_keys)`,
    );
    expect((await admin('DELETE', `/${rows[0]!.id}`)).statusCode).toBe(200);
    const law = await citations(lawSlug);
    expect(law).toMatchObject({ citedByCount: 0, citedBy: [], pagination: { totalCitedBy: 0 } });
  });

  it('pages long lists and keeps only decisions when asked', async () => {
    const text = Array.from({ length: 45 }, (_, i) => `Republic Act No. ${11000 + i}`).join(', ');
    const response = await admin('POST', '', {
      title: 'A Long Brief',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. 820001, January 5, 2020',
      fullText: text,
    });
    const slug = response.json().data.slug;
    const page3 = await citations(slug, '?page=3&limit=20');
    expect(page3.cites.map((cite: { text: string }) => cite.text)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Republic Act No. ${11040 + i}`),
    );
    expect(page3.pagination).toEqual({ page: 3, limit: 20, totalCites: 45, totalCitedBy: 0, totalPages: 3 });
    // The document itself carries the same count, for the reading bar the server renders with the page.
    const document = await t.app.inject({ method: 'GET', url: `/api/documents/slug/${slug}` });
    expect(document.json().data.citesCount).toBe(45);

    await admin('POST', '', {
      title: 'An Act Citing It',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 11999',
      fullText: 'Amending G.R. No. 820001, January 5, 2020? No: see Republic Act No. 9165.',
    });
    const onlyDecisions = await citations(lawSlug, '?citedByType=decision');
    expect(onlyDecisions.citedBy).toEqual([]);
    expect((await citations(lawSlug)).citedBy.map((doc: { title: string }) => doc.title)).toEqual(['An Act Citing It']);
  });

  it('orders cited-by by the citing dates as they are now, lists a document once, and counts what it lists', async () => {
    const created = await admin('POST', '', {
      title: 'Bouncing Checks Law',
      documentType: 'Batas Pambansa',
      citation: 'Batas Pambansa Blg. 22',
      fullText: 'Section 1. Checks without sufficient funds.',
    });
    const lawSlug22 = created.json().data.slug;
    const cite = async (serial: string, date: string, text: string) => {
      const response = await admin('POST', '', {
        title: `People v. Drawer ${serial}`,
        documentType: 'Supreme Court Decision',
        citation: `G.R. No. ${serial}, ${date}`,
        dateDecided: date,
        fullText: text,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const first = await cite('830001', '2001-01-10', 'Under B.P. Blg. 22, the drawer…');
    const later = await cite('830002', '2005-05-05', 'A violation of BP 22.');
    await admin('POST', '', {
      title: 'An Act Amending the Law on Checks',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 11998',
      dateDecided: '2003-03-03',
      fullText: 'Section 1. Batas Pambansa Blg. 22 is amended.',
    });
    const dates = async (query = '') =>
      (await citations(lawSlug22, query)).citedBy.map((doc: { date: string }) => doc.date);
    expect(await dates()).toEqual(['2005-05-05', '2003-03-03', '2001-01-10']);
    expect(await citations(lawSlug22)).toMatchObject({ citedByCount: 3, pagination: { totalCitedBy: 3 } });
    expect(await dates('?citedByType=decision')).toEqual(['2005-05-05', '2001-01-10']);
    expect((await citations(lawSlug22, '?citedByType=decision')).pagination.totalCitedBy).toBe(2);
    expect(await dates('?limit=1&page=2')).toEqual(['2003-03-03']);

    // An edit that moves a citing decision back in time moves it down the list.
    expect((await admin('PUT', `/${later}`, { dateDecided: '1999-09-09' })).statusCode).toBe(200);
    expect(await dates()).toEqual(['2003-03-03', '2001-01-10', '1999-09-09']);

    // One decision naming another under two dates a day apart: two citation rows, both resolved to the same
    // decision (one-day tolerance), and one citing document in its list and its totals.
    await cite('830003', '2009-09-09', 'See G.R. No. 830001, January 10, 2001, and G.R. No. 830001, January 11, 2001.');
    const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM documents WHERE id = $1', [first]);
    expect(await citations(rows[0]!.slug)).toMatchObject({
      citedBy: [expect.objectContaining({ title: 'People v. Drawer 830003' })],
      citedByCount: 1,
      pagination: { totalCitedBy: 1 },
    });
  });

  it('answers 404 for an unknown slug and 400 naming the field for bad paging', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/documents/GR-999999-1900-01-01/citations' });
    expect(missing.statusCode).toBe(404);
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?limit=1000', 'limit'],
      ['?page=abc', 'page'],
      ['?citedByType=statutes', 'citedByType'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/documents/${lawSlug}/citations${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json().errors.map((error: { field: string }) => error.field),
        query,
      ).toContain(field);
    }
  });
});
