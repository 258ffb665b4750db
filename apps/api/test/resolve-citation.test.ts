import { describe, expect, it } from 'vitest';
import { createDocument } from '@batas/db/test';
import { withResolverLibrary } from './resolve-support.ts';

describe('GET /api/documents/resolve/:citation', () => {
  const lib = withResolverLibrary();

  const resolve = (citation: string) => lib.t.app.inject({ method: 'GET', url: `/api/documents/resolve/${citation}` });
  async function resolvesTo(citation: string, doc: { slug: unknown; id: unknown }, matchedBy: string) {
    const response = await resolve(citation);
    expect(response.statusCode, citation).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.document.id).toBe(doc.id);
    expect(body.data.canonicalSlug).toBe(doc.slug);
    expect(body.data.matchedBy).toBe(matchedBy);
    return body.data;
  }

  it('answers 200 for the stored slug, with the document and its rendered body', async () => {
    expect(lib.docs.tanada.slug).toBe('GR-L-63915-1985-04-24');
    const data = await resolvesTo('GR-L-63915-1985-04-24', lib.docs.tanada, 'slug');
    expect(data.document).toMatchObject({ title: 'TAÑADA v. TUVERA', grNumber: 'L-63915', dateDecided: '1985-04-24' });
    expect(typeof data.document.renderedHtml).toBe('string');
  });

  it('resolves non-canonical forms and reports the canonical slug', async () => {
    for (const form of [
      'gr-l-63915-1985-04-24',
      'GR-63915-1985-04-24',
      'GR-063915-1985-04-24',
      'G.R.%20No.%20L-63915',
      'G.R.%20No.%2063915',
      'g.r.%20no.%2063915%2C%20april%2024%2C%201985',
      'G.R.+No.+L-63915',
      'GR-L-63915',
      'GR-L-63915-1985-4-24',
    ]) {
      await resolvesTo(form, lib.docs.tanada, 'citation');
    }
    await resolvesTo('RA-10173', lib.docs.statute, 'citation');
    await resolvesTo('Republic%20Act%20No.%2010173', lib.docs.statute, 'citation');
    await resolvesTo('republic_act-10173', lib.docs.statute, 'citation');
  });

  it('accepts a date one day off and no more', async () => {
    await resolvesTo('GR-L-63915-1985-04-25', lib.docs.tanada, 'citation');
    await resolvesTo('GR-L-63915-1985-04-23', lib.docs.tanada, 'citation');
    // One document under the number, of another date: offered as what the library has, not as 'several'.
    const off = await resolve('GR-L-63915-1985-04-27');
    expect(off.statusCode).toBe(300);
    expect(off.json()).toMatchObject({
      message: 'No document of this number has that date',
      data: { because: 'date', asked: { citation: 'G.R. No. L-63915', date: 'April 27, 1985' } },
    });
    expect(off.json().data.candidates.map((c: { slug: string }) => c.slug)).toEqual([lib.docs.tanada.slug]);
  });

  it('answers 300 with the candidates when several decisions share a number and the date cannot choose', async () => {
    const response = await resolve('GR-200001');
    expect(response.statusCode).toBe(300);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      data: { because: 'several', asked: { citation: 'G.R. No. 200001', date: null } },
    });
    expect(body.data.candidates).toEqual([
      {
        title: '[ G.R. No. 200001, January 12, 2016 ] SANTOS v. REYES (RESOLUTION)',
        heading: 'Santos v. Reyes (Resolution)',
        citation: 'G.R. No. 200001, January 12, 2016',
        date: '2016-01-12',
        slug: lib.docs.sharedSecond.slug,
        documentType: 'Supreme Court Decision',
      },
      {
        title: '[ G.R. No. 200001, March 3, 2015 ] SANTOS v. REYES (DECISION)',
        heading: 'Santos v. Reyes (Decision)',
        citation: 'G.R. No. 200001, March 3, 2015',
        date: '2015-03-03',
        slug: lib.docs.sharedFirst.slug,
        documentType: 'Supreme Court Decision',
      },
    ]);
    await resolvesTo('GR-200001-2015-03-04', lib.docs.sharedFirst, 'citation');
    await resolvesTo('GR-200001-2016-01-11', lib.docs.sharedSecond, 'citation');
    // June 2 is one day from both June 1 and June 3: a tie is never broken by guessing.
    const tie = await resolve('GR-200002-2010-06-02');
    expect(tie.statusCode).toBe(300);
    expect(tie.json().data.candidates).toHaveLength(2);
  });

  it('leads every number of a consolidated case and every member of a range to the same document', async () => {
    await resolvesTo('GR-210001-2014-05-01', lib.docs.consolidated, 'slug');
    await resolvesTo('GR-210002', lib.docs.consolidated, 'citation');
    await resolvesTo('G.R.%20No.%20210002%2C%20May%201%2C%202014', lib.docs.consolidated, 'citation');
    await resolvesTo('GR-146712', lib.docs.range, 'citation');
    await resolvesTo('GR-146710-15', lib.docs.range, 'citation');
  });

  it('finds a decision by its Phil. and SCRA report citations', async () => {
    await resolvesTo('136%20SCRA%2027', lib.docs.tanada, 'report');
    await resolvesTo('220%20Phil.%20422', lib.docs.tanada, 'report');
  });

  it('keeps pre-war G.R. numbers apart from L numbers with the same digits', async () => {
    await resolvesTo('GR-L-7529', lib.docs.lCase, 'citation');
    await resolvesTo('GR-7529-1912-03-01', lib.docs.preWar, 'slug');
    expect((await resolve('GR-7529')).statusCode).toBe(300);
  });

  it('falls back to title words, doc-{id} and a word search', async () => {
    await resolvesTo('agreement-treatment-visiting-forces', lib.docs.treaty, 'title');
    await resolvesTo('tanada-v-tuvera-1985', lib.docs.tanada, 'title');
    await resolvesTo(`doc-${lib.docs.statute.id}`, lib.docs.statute, 'id');
    await resolvesTo('Data%20Privacy', lib.docs.statute, 'title');
  });

  it('answers with the full document when many share a number and the date picks one', async () => {
    const dates = ['2001-01-10', '2002-02-10', '2003-03-10', '2004-04-10', '2005-05-10', '2006-06-10', '2007-07-10'];
    const many = [];
    for (const date of dates)
      many.push(
        await createDocument(lib.t.db, {
          citation: `G.R. No. 200003, ${date}`,
          dateDecided: date,
          content: `Body of ${date}.`,
        }),
      );
    const data = await resolvesTo('GR-200003-2004-04-11', many[3]!, 'citation');
    expect(data.document.content).toBe('Body of 2004-04-10.');
    expect(data.document.renderedHtml).toContain('Body of 2004-04-10.');
    const choose = await resolve('GR-200003');
    expect(choose.statusCode).toBe(300);
    expect(choose.json().data.candidates).toHaveLength(7);
  });

  it('picks the issuance of the series year a citation gives, among the same number of other Presidents', async () => {
    const order = (year: number) =>
      createDocument(lib.t.db, {
        title: `AN ORDER OF ${year}`,
        documentType: 'Executive Order',
        citation: `Executive Order No. 8292, s. ${year}`,
        dateEnacted: `${year}-07-25`,
        dateDecided: null,
      });
    const [, code] = [await order(1958), await order(1987), await order(2004)];
    for (const citation of ['E.O. No. 8292, s. 1987', 'Executive Order No. 8292, series of 1987', 'EO 8292 s. 1987'])
      await resolvesTo(encodeURIComponent(citation), code!, 'citation');
    const choose = await resolve(encodeURIComponent('E.O. No. 8292'));
    expect(choose.statusCode).toBe(300);
    expect(choose.json().data.candidates).toHaveLength(3);
    expect((await resolve(encodeURIComponent('E.O. No. 8292, s. 1999'))).statusCode).toBe(300);
  });

  it('answers 404 when nothing fits, naming the citation the reader asked for and the number to search', async () => {
    const expected: Record<string, { text: string; searchNumber: string } | null> = {
      'GR-999991': { text: 'G.R. No. 999991', searchNumber: '999991' },
      'GR-L-63916-1999-01-01': { text: 'G.R. No. L-63916', searchNumber: '63916' },
      'zzqx-wvut-plok': null,
      'doc-not-an-id': null,
      '136%20SCRA%2099': { text: '136 SCRA 99', searchNumber: '136 SCRA 99' },
    };
    for (const [missing, citation] of Object.entries(expected)) {
      const response = await resolve(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json(), missing).toEqual({ success: false, message: 'Document not found', data: { citation } });
    }
  });

  it('answers 400 with the reason for a malformed citation', async () => {
    const response = await resolve('GR-63915-1985-13-45');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: '1985-13-45 is not a date' });
    expect((await resolve('BP-900')).statusCode).toBe(400);
  });
});
