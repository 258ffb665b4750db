import { readdirSync, readFileSync } from 'node:fs';
import { citationReaderRunning } from '../src/services/citations/off-thread-extract.ts';
import { findCitedDocuments } from '../src/services/citations/cited-documents.ts';
import { extractAnswer } from '../src/services/citations/extract-answer.ts';
import { extractTextCitationsJson } from '../src/services/citations/extract-text-citations.ts';
import { extractCitationsPaced } from '../src/services/citations/paced-extract.ts';
import { ok } from '../src/lib/envelope.ts';
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

  it('answers from the reader thread exactly what the server thread would build', async () => {
    const text =
      'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985, 136 SCRA 27; R.A. 10173; G.R. No. 200001; ' +
      'G.R. Nos. 100000-100499; G.R. No. 999991, May 5, 2020; E.O. No. 292, s. 1987; 63 Phil. 139.';
    const fromReader = await extractTextCitationsJson(lib.t.app.db, text);
    expect(citationReaderRunning()).toBe(true);
    const { citations, truncated } = await extractCitationsPaced(text, 5000);
    const onServerThread = ok(extractAnswer(citations, await findCitedDocuments(lib.t.app.db, citations), truncated));
    expect(JSON.parse(fromReader)).toEqual(onServerThread);
    expect(onServerThread.data.citations.filter((citation) => citation.document !== null).length).toBeGreaterThan(1);
  });

  it.runIf(process.platform === 'linux')('reads on a thread below the server thread’s priority', async () => {
    await extract({ text: 'R.A. 10173' });
    // Field 19 of a thread's stat is its nice value; the fields before it follow the command name in brackets.
    const niceOf = (thread: string) =>
      Number(readFileSync(`/proc/self/task/${thread}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const threads = readdirSync('/proc/self/task');
    expect(niceOf(String(process.pid))).toBe(0);
    expect(threads.map(niceOf)).toContain(10);
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
    expect(response.json()).toEqual({ success: true, data: { citations: [], truncated: false } });
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

  it('keeps a G.R. range as one citation of two keys, and still names the consolidated decision', async () => {
    const response = await extract({ text: 'See G.R. Nos. 146710-15, March 2, 2001, and G.R. No. 146712.' });
    const [range, member] = response.json().data.citations;
    expect(range).toMatchObject({ serials: ['146710-15'], document: { slug: lib.docs.range.slug } });
    expect(member).toMatchObject({ serials: ['146712'], document: { slug: lib.docs.range.slug } });
  });

  it('answers at most 5,000 citations of a text and says it stopped', async () => {
    const text = 'RA 1; '.repeat(6_000);
    const response = await extract({ text });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.citations).toHaveLength(5_000);
    expect(response.json().data.truncated).toBe(true);
  });
});
