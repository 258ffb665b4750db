import { describe, expect, it } from 'vitest';
import { provisionAnchor, searchTerms, termsPattern, typedTerms } from './search-terms';

describe('searchTerms', () => {
  it.each([
    ['', []],
    ['publication', ['publication']],
    ['"public concern" right', ['public concern', 'right']],
    ['mandamus AND publication', ['publication', 'mandamus']],
    ['a -certiorari (writ)', ['certiorari', 'writ']],
    ['tax tax', ['tax']],
  ])('%j → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });

  it('builds one case-insensitive pattern, phrases matching across any spacing, specials escaped', () => {
    const pattern = termsPattern(['public concern', 'R.A.'])!;
    expect('matters of Public   concern'.match(pattern)).toEqual(['Public   concern']);
    expect('under R.A. 10173 and RxAx'.match(pattern)).toEqual(['R.A.']);
    expect(termsPattern([])).toBeNull();
  });
});

describe('typedTerms', () => {
  it('finds what the reader typed as one phrase, not word by word', () => {
    expect(typedTerms('  Article 308 ')).toEqual(['Article 308']);
    expect(typedTerms('a')).toEqual([]);
    expect('Article 308 and Article 309'.match(termsPattern(typedTerms('Article 308'))!)).toEqual(['Article 308']);
  });
});

describe('provisionAnchor', () => {
  it.each([
    ['Article 308', { id: 'art-308', label: 'Article 308' }],
    ['Art. 308', { id: 'art-308', label: 'Article 308' }],
    ['art 19', { id: 'art-19', label: 'Article 19' }],
    ['Section 5', { id: 'sec-5', label: 'Section 5' }],
    ['Sec. 5-A', null],
    ['SEC. 12a', { id: 'sec-12a', label: 'Section 12a' }],
    ['Article of faith', null],
    ['theft', null],
  ])('%j → %j', (query, expected) => {
    expect(provisionAnchor(query)).toEqual(expected);
  });
});
