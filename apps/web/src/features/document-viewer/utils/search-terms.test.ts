import { describe, expect, it } from 'vitest';
import { searchTerms, termsPattern } from './search-terms';

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
