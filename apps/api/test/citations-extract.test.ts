import { describe, expect, it } from 'vitest';
import { withResolverLibrary } from './resolve-support.ts';

describe('POST /api/citations/extract', () => {
  const lib = withResolverLibrary();

  const extract = (payload: unknown) =>
    lib.t.app.inject({ method: 'POST', url: '/api/citations/extract', payload: payload as object });

  it('finds every citation with its span and the library document it names', async () => {
    const text =
      'As held in Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985, 136 SCRA 27, laws must be published. ' +
      'See also R.A. 10173 and the made-up G.R. No. 999991, May 5, 2020; compare G.R. No. 200001.';
    const response = await extract({ text });
    expect(response.statusCode).toBe(200);
    const { citations } = response.json().data;
    for (const citation of citations) expect(text.slice(citation.start, citation.end)).toBe(citation.text);
    const byCanonical = Object.fromEntries(citations.map((c: { canonical: string }) => [c.canonical, c]));
    expect(byCanonical['G.R. No. L-63915']).toMatchObject({
      kind: 'GR',
      serials: ['L-63915'],
      date: '1985-04-24',
      slug: 'GR-L-63915-1985-04-24',
      document: { slug: lib.docs.tanada.slug, title: 'TAÑADA v. TUVERA' },
      candidates: 1,
    });
    expect(byCanonical['136 SCRA 27']).toMatchObject({
      kind: 'SCRA',
      slug: null,
      document: { slug: lib.docs.tanada.slug },
    });
    expect(byCanonical['Republic Act No. 10173']).toMatchObject({
      kind: 'REPUBLIC_ACT',
      document: { slug: lib.docs.statute.slug },
    });
    expect(byCanonical['G.R. No. 999991']).toMatchObject({ document: null, candidates: 0, date: '2020-05-05' });
    // Two decisions carry G.R. No. 200001 and the text gives no date: no document is named, two are offered.
    expect(byCanonical['G.R. No. 200001']).toMatchObject({ document: null, candidates: 2 });
  });

  it('splits a list of different kinds into one citation each', async () => {
    const response = await extract({ text: 'Violation of R.A. 9262, and BP 22.' });
    expect(
      response.json().data.citations.map((c: { canonical: string; text: string }) => [c.canonical, c.text]),
    ).toEqual([
      ['Republic Act No. 9262', 'R.A. 9262'],
      ['Batas Pambansa Blg. 22', 'BP 22'],
    ]);
  });

  it('answers an empty list for text without citations', async () => {
    const response = await extract({ text: 'Nothing to see here.' });
    expect(response.json()).toEqual({ success: true, data: { citations: [] } });
  });

  it('accepts 100,000 characters and refuses more with a 400', async () => {
    const block = 'G.R. No. 210002, May 1, 2014. ';
    const text = block.repeat(Math.floor(100_000 / block.length));
    const accepted = await extract({ text });
    expect(accepted.statusCode).toBe(200);
    const { citations } = accepted.json().data;
    expect(citations.length).toBe(Math.floor(100_000 / block.length));
    expect(citations[0].document).toEqual({ slug: lib.docs.consolidated.slug, title: 'PEOPLE v. GARCIA' });
    const refused = await extract({ text: 'x'.repeat(100_001) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().success).toBe(false);
    expect((await extract({})).statusCode).toBe(400);
  });
});
