import { describe, expect, it } from 'vitest';
import { highlightRanges, highlightTerms } from '../src/search/index.ts';

const marked = (text: string, query: string) =>
  highlightRanges(text, query).map(({ start, end }) => text.slice(start, end));

describe('highlightTerms', () => {
  it.each([
    ['Tanada v. Tuvera', { words: ['tanada', 'tuvera'], phrases: [] }],
    ['"chain of custody" buy-bust', { words: ['buy', 'bust'], phrases: [['chain', 'custod']] }],
    ['estafa -swindling', { words: ['estafa'], phrases: [] }],
    ['estafa OR fraud', { words: ['estafa', 'fraud'], phrases: [] }],
    ['PEÑA', { words: ['pena'], phrases: [] }],
  ])('%s', (query, expected) => {
    expect(highlightTerms(query)).toEqual(expected);
  });
});

describe('highlightRanges', () => {
  it.each([
    ['LORENZO M. TAÑADA vs. JUAN C. TUVERA', 'tanada v. tuvera', ['TAÑADA', 'TUVERA']],
    ['The decisions of the court; a decision.', 'decision', ['decisions', 'decision']],
    ['The chain of custody; a chain was found in custody.', '"chain of custody"', ['chain of custody']],
    ['estafa and swindling', 'estafa -swindling', ['estafa']],
    ['nothing here', 'the of', []],
  ])('%s / %s', (text, query, expected) => {
    expect(marked(text, query)).toEqual(expected);
  });

  it('gives offsets into the original text, in order, for next/previous', () => {
    const text = 'Peña … pena … PENA';
    const ranges = highlightRanges(text, 'peña');
    expect(ranges.map((range) => range.start)).toEqual([0, 7, 14]);
  });
});
