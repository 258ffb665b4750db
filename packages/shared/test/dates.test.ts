import { describe, expect, it } from 'vitest';
import { findLegalDate, formatLongUsDate, parseLegalDate } from '../src/dates/index.ts';

describe('parseLegalDate', () => {
  it.each([
    ['January 5, 2020', '2020-01-05'],
    ['Jan. 5, 2020', '2020-01-05'],
    ['Sept. 15, 1989', '1989-09-15'],
    ['SEPTEMBER 15 1989', '1989-09-15'],
    ['April 24,1985', '1985-04-24'],
    ['5 January 2020', '2020-01-05'],
    ['5th of January, 2020', '2020-01-05'],
    ['2020-01-05', '2020-01-05'],
    ['2020-1-5', '2020-01-05'],
    ['01/05/2020', '2020-01-05'],
    ['  December\u00a008,  1930. ', '1930-12-08'],
    ['February 29, 2000', '2000-02-29'],
  ])('%s → %s', (input, expected) => {
    expect(parseLegalDate(input)).toBe(expected);
  });

  it.each(['February 30, 2020', 'February 29, 1900', 'Jan 32, 2020', '2020-13-01', 'someday', '', 'May 2020'])(
    'rejects %j rather than guessing',
    (input) => {
      expect(parseLegalDate(input)).toBeNull();
    },
  );
});

describe('findLegalDate', () => {
  it('finds the date inside a citation', () => {
    expect(findLegalDate('G.R. No. L-63915 April 24, 1985')).toBe('1985-04-24');
    expect(findLegalDate('[ G.R. No. 161425. November 16, 2016 ]')).toBe('2016-11-16');
    expect(findLegalDate('no date here')).toBeNull();
  });
});

describe('formatLongUsDate', () => {
  it('formats without a time-zone shift', () => {
    expect(formatLongUsDate('1985-04-24')).toBe('April 24, 1985');
    expect(formatLongUsDate('2020-01-01T00:00:00.000Z')).toBe('January 1, 2020');
    expect(formatLongUsDate(null)).toBeNull();
    expect(formatLongUsDate('garbage')).toBeNull();
  });
});
