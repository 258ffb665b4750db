import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStarterLibrary } from '@batas/db/seeds';
import { createTestApp } from './helpers.ts';
import { KNOWN_ITEMS } from './search-known-items.ts';
import { KNOWN_PROVISIONS } from './search-known-provisions.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Query → a pattern the first result's citation must match (the real library's known items). */
const CITATION_QUERIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['G.R. No. L-63915', /L-63915/],
  ['L-63915', /L-63915/],
  ['GR 63915', /L-63915/],
  ['Tanada v. Tuvera', /L-63915/],
  ['Marcos v. Manglapus', /88211/],
  ['GR 88211', /88211/],
  ['Tanada v. Angara', /118295/],
  ['RA 9165', /Republic Act No\. 9165/i],
  ['R.A. No. 9165', /Republic Act No\. 9165/i],
  ['Republic Act 9165', /Republic Act No\. 9165/i],
  ['Comprehensive Dangerous Drugs Act', /Republic Act No\. 9165/i],
  ['BP 22', /Blg\. 22\b/i],
  ['B.P. Blg. 22', /Blg\. 22\b/i],
  ['Batas Pambansa Bilang 22', /Blg\. 22\b/i],
  ['BP 129', /Blg\. 129\b/i],
  ['PD 1529', /Presidential Decree No\. 1529/i],
  ['Property Registration Decree', /Presidential Decree No\. 1529/i],
  ['EO 209', /Executive Order No\. 209/i],
  ['Family Code', /Executive Order No\. 209/i],
  ['Data Privacy Act', /Republic Act No\. 10173/i],
  ['RA 10173', /Republic Act No\. 10173/i],
  ['Cybercrime Prevention Act', /Republic Act No\. 10175/i],
  ['Local Government Code', /Republic Act No\. 7160/i],
  ['Civil Code of the Philippines', /Republic Act No\. 386\b/i],
  ['Act 3815', /Act No\. 3815/i],
  ['Revised Penal Code', /Act No\. 3815/i],
  ['CA 141', /Commonwealth Act No\. 141\b/i],
];

// The real starter library (packages/db/data), loaded through the write path with its citations.
describe('search relevance on the starter library', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const summary = await loadStarterLibrary(t.db);
    expect(summary.failed, JSON.stringify(summary.failures.slice(0, 3))).toBe(0);
  }, 600_000);
  afterAll(() => t?.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/documents?search=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(200);
    const documents = response.json().data.documents as Array<{ citation: string | null; title: string }>;
    const top = documents
      .map((document) => `${document.citation} — ${document.title.slice(0, 60)}`)
      .slice(0, 3)
      .join(' | ');
    return { documents, top };
  };

  it.each(CITATION_QUERIES)('%s → %s first', async (query, citation) => {
    const { documents, top } = await search(query);
    expect(documents[0]?.citation ?? '', top).toMatch(citation);
  });

  // The relevance table that bench:search runs at 100,000 documents: names of laws, popular names, case names, typos.
  it.each(KNOWN_ITEMS)('$kind: $query → $citation first', async ({ query, citation }) => {
    const { documents, top } = await search(query);
    expect(documents[0]?.citation ?? '', top).toBe(citation);
  });

  // Topics: the provision that defines the word, in the law that has it, with the link to its paragraph.
  it('finds the defining provision of a topic: mean reciprocal rank at least 0.9 over the topic table', async () => {
    let reciprocal = 0;
    const misses: string[] = [];
    for (const { query, citation, anchor } of KNOWN_PROVISIONS) {
      const { documents, top } = await search(query);
      const rank = documents.findIndex(
        (document) =>
          document.citation === citation &&
          (document as { provision?: { anchor: string } }).provision?.anchor === anchor,
      );
      if (rank >= 0) reciprocal += 1 / (rank + 1);
      if (rank !== 0) misses.push(`${query} → ${anchor}: rank ${rank + 1 || 'none'} (${top})`);
    }
    const mrr = reciprocal / KNOWN_PROVISIONS.length;
    expect(KNOWN_PROVISIONS.length).toBeGreaterThanOrEqual(30);
    expect(mrr, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('a case the starter library lacks is said at the top: Oposa v. Factoran', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/documents?search=Oposa%20v.%20Factoran' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.notInLibrary).toEqual({ text: 'Oposa v. Factoran', searchNumber: 'Oposa v. Factoran' });
  });

  it('theft → the Revised Penal Code, Art. 308, its heading as the text has it, and the passage', async () => {
    const { documents } = await search('theft');
    expect(documents[0]).toMatchObject({
      citation: 'Act No. 3815, December 08, 1930',
      provision: {
        lawName: 'Revised Penal Code',
        anchor: 'art-308',
        label: 'Art. 308',
        heading: 'Who are liable for theft',
        passage: expect.stringMatching(/^Theft is committed by any person who, with intent to gain/),
      },
    });
  });
});
