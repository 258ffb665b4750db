import { describe, expect, it } from 'vitest';
import { legalDateAt, scanLegalDates } from '../src/dates/index.ts';

// The tolerant date scanner the citation finder relies on (dates/scan-legal-dates.ts).
describe('scanLegalDates', () => {
  it.each([
    ['G.R. No. 12345, Dec,1,  2000', '2000-12-01'],
    ['april29,2001', '2001-04-29'],
    ['29,   , April2001', '2001-04-29'],
    ['1 SCRA 200 (1Dec.  2000)', '2000-12-01'],
    ['Sept 30 1971', '1971-09-30'],
    ['11 January 2017', '2017-01-11'],
    ['5th of January, 2020', '2020-01-05'],
    ['decided 2003-04-30.', '2003-04-30'],
    ['Feb. 30, 2000', null],
  ])('%j → %s', (text, iso) => {
    const [first] = scanLegalDates(text);
    expect(first?.iso).toBe(iso);
    expect(text.slice(first!.start, first!.end)).toBe(first!.text);
  });

  it.each([
    ['Febr. 3, 1997', 'not a month abbreviation'],
    ['[Date Uploaded: 09/21/2022]', 'numeric dates are left out'],
    ['G.R. No. 100420, 1991', 'a docket tail is not a day'],
    ['The Decision 12 2000', 'a word that starts like a month'],
  ])('%j has no date (%s)', (text) => {
    expect(scanLegalDates(text)).toEqual([]);
  });

  it('reads a date only where asked with legalDateAt', () => {
    const text = 'G.R. No. 1, July 6, 2022';
    expect(legalDateAt(text, 0)).toBeNull();
    expect(legalDateAt(text, 12)?.iso).toBe('2022-07-06');
  });
});
