/**
 * Report citations answered through the crosswalk: the resolver opens a decision by its report page, with or
 * without a pin cite; an impossible page is a 400 saying why; the citator's "Cited by" counts citing decisions by
 * page and by docket once each, and says how each cites (the sentence, escaped where shown).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCrosswalk } from '@batas/db/citator';
import { upsertDocument } from '@batas/db';
import { createTestApp } from './helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const decision = (serial: string, date: string, content: string, shortTitle?: string) => ({
  title: `PETITIONER ${serial} vs. RESPONDENT`,
  documentType: 'Supreme Court Decision',
  citation: `G.R. No. ${serial}, ${date}`,
  dateDecided: date,
  content,
  shortTitle,
});

describe('report citations', () => {
  let t: TestApp;
  let tanada: string;

  beforeAll(async () => {
    t = await createTestApp();
    tanada = (
      await upsertDocument(t.db, decision('L-63915', '1985-04-24', 'Publication is required.', 'Tañada v. Tuvera'))
    ).slug;
    await upsertDocument(
      t.db,
      decision(
        '80001',
        '1990-01-10',
        'In Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985, 136 SCRA 27, the Court ruled.',
      ),
    );
    await upsertDocument(
      t.db,
      decision(
        '80002',
        '1991-02-11',
        'The <script>alert(1)</script> rule of 136 SCRA 27, 35 binds us. Also 136 SCRA 27.',
      ),
    );
    await buildCrosswalk(t.db);
  });
  afterAll(() => t.close());

  const resolve = (citation: string) =>
    t.app.inject({ method: 'GET', url: `/api/documents/resolve/${encodeURIComponent(citation)}` });

  it.each(['136 SCRA 27', '136 SCRA 27, 35', '136 S.C.R.A. 27'])('opens the decision at %s', async (citation) => {
    const response = await resolve(citation);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.document.slug).toBe(tanada);
  });

  it('answers a page nobody maps with 404 and suggestions', async () => {
    const response = await resolve('136 SCRA 999');
    expect(response.statusCode).toBe(404);
    expect(response.json().data).toMatchObject({ citation: { text: '136 SCRA 999' } });
  });

  it.each([
    ['136 SCRA 0', 'SCRA pages start at 1: 136 SCRA 0 cannot exist'],
    ['9999 SCRA 1', 'SCRA has no volume 9999 (its volumes run from 1 to about 1200)'],
  ])('refuses %s with the reason', async (citation, reason) => {
    const response = await resolve(citation);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(reason);
  });

  it('counts each citing decision once, by page or by docket, and says how it cites', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/documents/${tanada}/citations` });
    const { citedBy, citedByCount } = response.json().data;
    expect(citedByCount).toBe(2);
    expect(
      citedBy.map((item: { context: { text: string; markStart: number; markEnd: number } }) => {
        const { text, markStart, markEnd } = item.context;
        return `${text.slice(0, markStart)}[${text.slice(markStart, markEnd)}]${text.slice(markEnd)}`;
      }),
    ).toEqual([
      'The alert(1) rule of [136 SCRA 27], 35 binds us.',
      'In Tañada v. Tuvera, [G.R. No. L-63915, April 24, 1985], 136 SCRA 27, the Court ruled.',
    ]);
  });

  it('finds the decision when the page is searched for', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/documents?search=136%20SCRA%2027' });
    expect(response.json().data.documents[0].slug).toBe(tanada);
  });
});
