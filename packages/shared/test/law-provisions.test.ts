import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { provisionCaption } from '../src/document-structure/body-structure.ts';
import { lawProvisions } from '../src/document-structure/law-provisions.ts';

// The real codes of the starter library (packages/db/data): what the search index stores of them.
const library = gunzipSync(readFileSync(new URL('../../db/data/starter-library.jsonl.gz', import.meta.url)))
  .toString('utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { citation: string; content: string });
const provisionsOf = (citation: string) =>
  lawProvisions({ content: library.find((document) => document.citation === citation)!.content, htmlContent: null });

describe("a provision's heading", () => {
  it.each([
    ['Article 308. Who are liable for theft. -Theft is committed by …', 'Article 308.', 'Who are liable for theft'],
    ['Article 306. Who are brigands-Penalty. -When three or more …', 'Article 306.', 'Who are brigands-Penalty'],
    [
      'Article 1. Time when Act takes effect.-This Code shall take effect …',
      'Article 1.',
      'Time when Act takes effect',
    ],
    ['Section 1. Title of this Code. – This decree shall be known as …', 'Section 1.', 'Title of this Code'],
    ['Sec. 3. Definitions - As used in this Act …', 'Sec. 3.', 'Definitions'],
  ])('%j → %j', (text, label, heading) => {
    expect(provisionCaption(text, label)).toBe(heading);
  });

  it("is none for a whole short article ending in its source note (the Civil Code's)", () => {
    expect(
      provisionCaption(
        'ARTICLE 523. Possession is the holding of a thing or the enjoyment of a right. (430a)',
        'ARTICLE 523.',
      ),
    ).toBeNull();
  });
});

describe('the provisions a topic search can find', () => {
  it('the Revised Penal Code: each article by its heading, and the chapter it opens', () => {
    const provisions = provisionsOf('Act No. 3815, December 08, 1930');
    expect(provisions.find((provision) => provision.anchor === 'art-308')).toEqual({
      position: 307,
      anchor: 'art-308',
      label: 'Art. 308',
      heading: 'Who are liable for theft',
      topics: 'THEFT',
      passage: expect.stringMatching(/^Theft is committed by any person who, with intent to gain .* …$/),
    });
    expect(provisions.find((provision) => provision.anchor === 'art-246')?.topics.split('\n')).toEqual([
      'CRIMES AGAINST PERSONS',
      'DESTRUCTION OF LIFE',
      'Parricide, murder, homicide',
    ]);
  });

  it('the Civil Code: an article without a heading is found by the division it opens, without the source note', () => {
    const provisions = provisionsOf('Republic Act No. 386');
    expect(provisions.find((provision) => provision.anchor === 'art-2176')).toMatchObject({
      heading: null,
      topics: 'Quasi-delicts',
      passage: expect.stringMatching(/^Whoever by act or omission causes damage to another/),
    });
    expect(provisions.find((provision) => provision.anchor === 'art-19')).toMatchObject({ topics: 'Human Relations' });
    // Articles with neither a heading nor a division to open are not stored: a topic search has nothing to match.
    expect(provisions.some((provision) => provision.anchor === 'art-20')).toBe(false);
  });
});
