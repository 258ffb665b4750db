import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { addAccount, type TestAccount, type TestApp } from './admin-support.ts';

// Statute status through the API: relations recorded on write, back-filled whichever law arrives first, resolved
// with the date as context, falling back to the citation when the other law is deleted.
describe('GET /api/documents/{slug}/relations', () => {
  let t: TestApp;
  let editor: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await addAccount(t.db, { role: 'content_manager' });
  });
  afterAll(() => t.close());

  const create = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: editor.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; slug: string };
  };
  const relations = async (slug: string, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/documents/${slug}/relations${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  let ra7610: { id: string; slug: string };
  let ra9231: { id: string; slug: string };

  it('the amended law first: the amending law, when it arrives, lists it and the amended law lists it back', async () => {
    ra7610 = await create({
      title: 'AN ACT PROVIDING FOR STRONGER DETERRENCE AND SPECIAL PROTECTION AGAINST CHILD ABUSE',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 7610',
      dateDecided: '1992-06-17',
      fullText: 'Section 2. Declaration of State Policy and Principles. Section 12. Employment of Children.',
    });
    ra9231 = await create({
      // The title and first section of R.A. No. 9231 as the Official Gazette prints them.
      title:
        'AN ACT PROVIDING FOR THE ELIMINATION OF THE WORST FORMS OF CHILD LABOR AND AFFORDING STRONGER PROTECTION FOR THE WORKING CHILD, AMENDING FOR THIS PURPOSE REPUBLIC ACT NO. 7610, AS AMENDED, OTHERWISE KNOWN AS THE “SPECIAL PROTECTION OF CHILDREN AGAINST CHILD ABUSE, EXPLOITATION AND DISCRIMINATION ACT”',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 9231',
      dateDecided: '2003-12-19',
      fullText:
        'SECTION 1. Section 2 of Republic Act No. 7610, as amended, otherwise known as the “Special Protection of Children Against Child Abuse, Exploitation and Discrimination Act”, is hereby amended to read as follows:',
    });
    const amending = await relations(ra9231.slug);
    expect(amending.amends).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          slug: ra7610.slug,
          citation: 'Republic Act No. 7610',
          date: '1992-06-17',
          provisions: ['Section 2'],
          context: expect.stringContaining('is hereby amended to read as follows'),
        }),
      ],
    });
    const amended = await relations(ra7610.slug);
    expect(amended.amendedBy.items).toEqual([
      expect.objectContaining({ slug: ra9231.slug, citation: 'Republic Act No. 9231', date: '2003-12-19' }),
    ]);
    expect(amended.repealedBy).toEqual({ items: [], total: 0 });
  });

  it('the repealing law first: the repealed law, when it arrives, is linked (back-fill)', async () => {
    const repealing = await create({
      title: 'AN ACT PROHIBITING THE IMPOSITION OF DEATH PENALTY IN THE PHILIPPINES',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 9346',
      dateDecided: '2006-06-24',
      fullText:
        'SECTION 1. The imposition of the penalty of death is hereby prohibited. Accordingly, Republic Act No. Eight Thousand One Hundred Seventy-Seven (R.A. No. 8177), otherwise known as the Act Designating Death by Lethal Injection is hereby repealed.',
    });
    expect((await relations(repealing.slug)).repeals.items).toEqual([
      expect.objectContaining({ slug: null, citation: 'Republic Act No. 8177', title: null, provisions: [] }),
    ]);
    const repealed = await create({
      title: 'AN ACT DESIGNATING DEATH BY LETHAL INJECTION',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 8177',
      dateDecided: '1996-03-20',
      fullText: 'Section 1. Death by lethal injection.',
    });
    expect((await relations(repealed.slug)).repealedBy.items).toEqual([
      expect.objectContaining({ slug: repealing.slug, partial: false }),
    ]);
    expect((await relations(repealing.slug)).repeals.items[0]).toMatchObject({ slug: repealed.slug });
  });

  it('an issuance number several Presidents used means the latest one before the amending text', async () => {
    const old = await create({
      title: 'REVOKING EXECUTIVE ORDER NO. 202, CURRENT SERIES',
      documentType: 'Executive Order',
      citation: 'Executive Order No. 209, s. 1939',
      dateDecided: '1939-06-23',
      fullText: 'Executive Order No. 202 is hereby revoked.',
    });
    const familyCode = await create({
      title: 'THE FAMILY CODE OF THE PHILIPPINES',
      documentType: 'Executive Order',
      citation: 'Executive Order No. 209, s. 1987',
      dateDecided: '1987-07-06',
      fullText: 'Article 26. All marriages solemnized outside the Philippines…',
    });
    const eo227 = await create({
      title: 'AMENDING EXECUTIVE ORDER NO. 209, OTHERWISE KNOWN AS THE “FAMILY CODE OF THE PHILIPPINES”',
      documentType: 'Executive Order',
      citation: 'Executive Order No. 227, s. 1987',
      dateDecided: '1987-07-17',
      fullText: 'SECTION 1. Article 26 of Executive Order No. 209 is hereby amended to read as follows:',
    });
    expect((await relations(eo227.slug)).amends.items).toEqual([
      expect.objectContaining({ slug: familyCode.slug, provisions: ['Article 26'] }),
    ]);
    expect((await relations(old.slug)).amendedBy.total).toBe(0);
    expect((await relations(familyCode.slug)).amendedBy.items[0]).toMatchObject({ slug: eo227.slug });
  });

  it('a name printed with the number decides between Presidents: the Family Code, not the later E.O. No. 209', async () => {
    await create({
      title:
        'AMENDING EXECUTIVE ORDER NO. 121 ENTITLED “RECONSTITUTING THE BIPARTISAN EXECUTIVE-LEGISLATIVE ADVISORY COUNCIL”',
      documentType: 'Executive Order',
      citation: 'Executive Order No. 209, s. 2003',
      dateDecided: '2003-05-17',
      fullText: 'Section 1. The Council is reconstituted.',
    });
    const ra9255 = await create({
      title: 'AN ACT ALLOWING ILLEGITIMATE CHILDREN TO USE THE SURNAME OF THEIR FATHER',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 9255',
      dateDecided: '2004-02-24',
      fullText:
        'SECTION 1. Article 176 of Executive Order No. 209, otherwise known as the Family Code of the Philippines, is hereby amended to read as follows:',
    });
    const { rows } = await t.db.query<{ slug: string }>(
      "SELECT slug FROM documents WHERE title = 'THE FAMILY CODE OF THE PHILIPPINES'",
    );
    expect((await relations(ra9255.slug)).amends.items).toEqual([
      expect.objectContaining({ slug: rows[0]!.slug, provisions: ['Article 176'] }),
    ]);
  });

  it('a decision that strikes a law down lists it, and the law lists the decision', async () => {
    const law = await create({
      title: 'AN ACT DEREGULATING THE DOWNSTREAM OIL INDUSTRY',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 8180',
      dateDecided: '1996-03-28',
      fullText:
        'Section 1. Title. This Act shall be referred to as the Downstream Oil Industry Deregulation Act of 1996.',
    });
    const tatad = await create({
      title:
        'FRANCISCO S. TATAD, petitioner, vs. THE SECRETARY OF THE DEPARTMENT OF ENERGY AND THE SECRETARY OF THE DEPARTMENT OF FINANCE, respondents.',
      documentType: 'Supreme Court Decision',
      citation: 'G.R. No. 124360, November 5, 1997',
      dateDecided: '1997-11-05',
      fullText:
        'IN VIEW WHEREOF, the petitions are granted. R.A. No. 8180 is declared unconstitutional and E.O. No. 372 void.\n\nSO ORDERED.',
    });
    expect((await relations(tatad.slug)).declaresUnconstitutional.items).toEqual([
      expect.objectContaining({ slug: law.slug, citation: 'Republic Act No. 8180' }),
    ]);
    expect((await relations(law.slug)).declaredUnconstitutionalBy.items).toEqual([
      expect.objectContaining({
        slug: tatad.slug,
        heading: 'Tatad v. Secretary of the Department of Energy',
        date: '1997-11-05',
      }),
    ]);
  });

  it('a deleted amending law leaves the amended one without it; a deleted amended law falls back to its citation', async () => {
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${ra7610.id}`,
      headers: editor.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await relations(ra9231.slug)).amends.items).toEqual([
      expect.objectContaining({
        slug: null,
        citation: 'Republic Act No. 7610',
        title: null,
        provisions: ['Section 2'],
      }),
    ]);
  });

  it('pages a title that amends fifty laws, newest first, with the total', async () => {
    const laws = Array.from({ length: 50 }, (_, index) => `REPUBLIC ACT NO. ${1000 + index}`);
    const omnibus = await create({
      title: `AN ACT AMENDING ${laws.join(', ')}, AND FOR OTHER PURPOSES`,
      documentType: 'Republic Act',
      citation: 'Republic Act No. 11990',
      dateDecided: '2020-01-01',
      fullText: 'Section 1. The laws named in the title are amended as follows.',
    });
    const page = await relations(omnibus.slug, '?page=3&limit=20');
    expect(page.amends.total).toBe(50);
    expect(page.amends.items).toHaveLength(10);
    expect(page.pagination).toEqual({ page: 3, limit: 20 });
  });

  it('lists each law with its status badge, and none when nothing is known', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/documents?limit=100' });
    expect(response.statusCode, response.body).toBe(200);
    const byCitation = new Map<string, unknown>(
      response.json().data.documents.map((doc: { citation: string; status: unknown }) => [doc.citation, doc.status]),
    );
    expect(byCitation.get('Republic Act No. 8180')).toBe('struck_down');
    expect(byCitation.get('Republic Act No. 8177')).toBe('repealed');
    expect(byCitation.get('Executive Order No. 209, s. 1987')).toBe('amended');
    expect(byCitation.get('Republic Act No. 9346')).toBe(null);
  });

  it('answers 404 for an unknown slug and 400 naming the field for bad paging', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/documents/RA-99999-1900-01-01/relations' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `/api/documents/${ra9231.slug}/relations?limit=101` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('limit');
  });
});
