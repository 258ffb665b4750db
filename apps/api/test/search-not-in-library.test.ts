import { describe, expect, it } from 'vitest';
import { withResolverLibrary } from './resolve-support.ts';

/** GET /api/documents?search=…: a case or citation the words name that the library lacks is said so. */
describe('library search: a named case or citation the library does not hold', () => {
  const lib = withResolverLibrary();
  const search = async (words: string) => {
    const response = await lib.t.app.inject({
      method: 'GET',
      url: `/api/documents?${new URLSearchParams({ search: words })}`,
    });
    expect(response.statusCode, words).toBe(200);
    return response.json().data;
  };
  const resolve = (citation: string) =>
    lib.t.app.inject({ method: 'GET', url: `/api/documents/resolve/${encodeURIComponent(citation)}` });

  it('names a missing G.R. number as its citation address does', async () => {
    const data = await search('G.R. No. 101083');
    expect(data.notInLibrary).toEqual({ text: 'G.R. No. 101083', searchNumber: '101083' });
    // The same answer as the address /law-library/G.R. No. 101083.
    expect((await resolve('G.R. No. 101083')).json().data.citation).toEqual(data.notInLibrary);
    expect((await search('136 SCRA 99')).notInLibrary).toEqual({ text: '136 SCRA 99', searchNumber: '136 SCRA 99' });
  });

  it('names a missing case name as typed', async () => {
    expect((await search('Oposa v. Factoran')).notInLibrary).toEqual({
      text: 'Oposa v. Factoran',
      searchNumber: 'Oposa v. Factoran',
    });
  });

  it('says nothing for what the library holds, and leads to it', async () => {
    for (const words of ['G.R. No. L-63915', 'GR L-63915', 'Tañada v. Tuvera', 'Tanada vs. Tuvera', '136 SCRA 27']) {
      const data = await search(words);
      expect(data.notInLibrary, words).toBeUndefined();
      expect(data.documents[0]?.slug, words).toBe(lib.docs.tanada.slug);
    }
    // A misspelled name the search corrected is judged as corrected.
    const corrected = await search('Tanada v. Tuverra');
    expect(corrected.correctedSearch).toBe('Tanada v. Tuvera');
    expect(corrected.notInLibrary).toBeUndefined();
    // Several decisions under one number are in the library: nothing is missing.
    expect((await search('G.R. No. 200001')).notInLibrary).toBeUndefined();
  });

  it('says nothing for words that name no case or citation', async () => {
    for (const words of ['data privacy', 'zzqx wvut plok']) {
      expect((await search(words)).notInLibrary, words).toBeUndefined();
    }
  });
});
