import { describe, expect, it } from 'vitest';
import { showingOf } from './count-noun';
import { countOf } from './text';

describe('countOf and showingOf', () => {
  it('makes the noun agree with the number', () => {
    expect(countOf(1, 'lawyer')).toBe('1 lawyer');
    expect(countOf(0, 'lawyer')).toBe('0 lawyers');
    expect(countOf(1204, 'law firm')).toBe('1,204 law firms');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });

  it('reads "Showing X of Y" with the noun after the total', () => {
    expect(showingOf(1, 1, 'lawyer')).toBe('Showing 1 of 1 lawyer');
    expect(showingOf(50, 1234, 'lawyer')).toBe('Showing 50 of 1,234 lawyers');
  });
});
