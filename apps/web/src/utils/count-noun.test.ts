import { describe, expect, it } from 'vitest';
import { countNoun, showingOf } from './count-noun';

describe('countNoun and showingOf', () => {
  it('makes the noun agree with the number', () => {
    expect(countNoun(1, 'lawyer')).toBe('1 lawyer');
    expect(countNoun(0, 'lawyer')).toBe('0 lawyers');
    expect(countNoun(1204, 'law firm')).toBe('1,204 law firms');
    expect(countNoun(2, 'person', 'people')).toBe('2 people');
  });

  it('reads "Showing X of Y" with the noun after the total', () => {
    expect(showingOf(1, 1, 'lawyer')).toBe('Showing 1 of 1 lawyer');
    expect(showingOf(50, 1234, 'lawyer')).toBe('Showing 50 of 1,234 lawyers');
  });
});
