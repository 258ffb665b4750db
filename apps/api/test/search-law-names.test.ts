import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { STARTER_LIBRARY_FILE } from '@batas/db/import';
import { POPULAR_NAMES } from '@batas/shared/search';
import { foldName, popularNameKeys } from '../src/services/search/law-names.ts';
import { parseSearchQuery } from '../src/services/search/parse-query.ts';

describe('popular names of laws', () => {
  it.each([
    ['Bouncing Checks Law', ['bp:22']],
    ['bouncing check law', ['bp:22']],
    ['BOUNCING CHECKS', ['bp:22']],
    ['Bouncng Checks Law', ['bp:22']],
    ['Cybercrime Law', ['ra:10175']],
    ['cyber crime prevention act of 2012', ['ra:10175']],
    ['Labor Code', ['pd:442']],
    ['Labor Code of the Philippines', ['pd:442']],
    ['Civil Code of the Phillipines', ['ra:386']],
    ['RPC', ['act:3815']],
    ['Anti-VAWC', ['ra:9262']],
    ['anti vawc law', ['ra:9262']],
    ['Data Privacy Act', ['ra:10173']],
    ['Data Privacy Act of 2012', ['ra:10173']],
    ['Tañada Law', []],
    // A different year is a different law; a word of a name is not the name; an unknown acronym is not a typo.
    ['Data Privacy Act of 1998', []],
    ['privacy', []],
    ['Labor', []],
    ['RPG', []],
    ['illegal dismissal under the Labor Code', []],
  ])('%s → %j', (query, keys) => {
    expect(popularNameKeys(query)).toEqual(keys);
  });

  it('folds what does not tell laws apart', () => {
    expect(foldName('The Civil Code of the Philippines')).toEqual({ words: ['civil', 'code'], year: null });
    expect(foldName('ANTI-RABIES ACT OF 2007')).toEqual({ words: ['anti', 'rabie', 'act'], year: '2007' });
    expect(foldName('Tañada')).toEqual({ words: ['tanada'], year: null });
  });

  it('adds the named law to the query’s citation keys, only for a whole name', () => {
    expect(parseSearchQuery('Bouncing Checks Law').citationKeys).toEqual(['bp:22']);
    expect(parseSearchQuery('RA 10175 Cybercrime Law').citationKeys).toEqual(['ra:10175']);
    expect(parseSearchQuery('"Bouncing Checks Law"').citationKeys).toEqual([]);
    expect(parseSearchQuery('Bouncing Checks Law -estafa').citationKeys).toEqual([]);
  });

  it('reads case names and names of laws out of a query', () => {
    expect(parseSearchQuery('Manila Prince Hotel vs. G.S.I.S.')).toMatchObject({
      text: 'Manila Prince Hotel G.S.I.S.',
      parties: { first: { text: 'Manila Prince Hotel', longForm: null }, second: { text: 'GSIS.', longForm: null } },
      name: null,
    });
    expect(parseSearchQuery('Akbayan v. COMELEC').parties?.second).toEqual({
      text: 'COMELEC',
      longForm: 'Commission on Elections',
    });
    expect(parseSearchQuery('Local Government Code of 1991')).toMatchObject({ name: 'Local Government Code' });
    expect(parseSearchQuery('chain of custody "marked money"').name).toBeNull();
  });
});

describe('the popular-name table', () => {
  const library = gunzipSync(readFileSync(STARTER_LIBRARY_FILE))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const document = JSON.parse(line) as { title: string; content: string };
      return fold(`${document.title} ${document.content}`);
    });

  it('names each law by a citation the search can look up', () => {
    for (const entry of POPULAR_NAMES) expect(popularNameKeys(entry.name), entry.name).not.toEqual([]);
  });

  // Provenance: a source that quotes a document of the starter library must quote it truly.
  it.each(POPULAR_NAMES.filter((entry) => entry.source.includes('(starter library)')))(
    '$name: the quoted words are in the starter library',
    ({ source }) => {
      const quotes = [...source.matchAll(/: '(.+?)'(?:;|$)/g)].map((match) => match[1]!);
      expect(quotes.length).toBeGreaterThan(0);
      for (const piece of quotes.flatMap((quote) => quote.split('…')).map(fold)) {
        if (piece.length >= 8)
          expect(
            library.some((text) => text.includes(piece)),
            piece,
          ).toBe(true);
      }
    },
  );
});

function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/["“”'‘’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
