import { describe, expect, it } from 'vitest';
import { signingDate, spelledNumber, spelledOrdinal } from '../src/dates/index.ts';

describe('spelledNumber', () => {
  it.each([
    ['nineteen hundred and eighty-seven', 1987],
    ['Nineteen Hundred and Ninety-Five', 1995],
    ['nineteen hundred and ninety eight', 1998],
    ['nineteen hundred eighty-three', 1983],
    ['Two Thousand and Nine', 2009],
    ['two thousand eleven', 2011],
    ['one thousand nine hundred ninety-six', 1996],
    ['forty-two', 42],
  ])('%s → %i', (words, value) => {
    expect(spelledNumber(words)).toBe(value);
  });

  it.each(['', 'and', 'the second', 'one point five'])('refuses %j', (words) => {
    expect(spelledNumber(words)).toBeNull();
  });
});

describe('spelledOrdinal', () => {
  it.each([
    ['fifteenth', 15],
    ['twenty-fifth', 25],
    ['thirty first', 31],
    ['first', 1],
    ['25th', 25],
    ['14 th', 14],
  ])('%s → %i', (words, value) => {
    expect(spelledOrdinal(words)).toBe(value);
  });

  it.each(['twenty', 'fortieth', 'twenty-twentieth', 'the fifth'])('refuses %j', (words) => {
    expect(spelledOrdinal(words)).toBeNull();
  });
});

describe('signingDate', () => {
  it.each([
    // Executive Order No. 292, s. 1987
    [
      'DONE in the City of Manila, this 25th day of July, in the year of Our Lord, nineteen hundred and eighty-seven.',
      '1987-07-25',
    ],
    // Proclamation No. 126, s. 1937: day and year in words
    [
      'Done at the City of Manila, this fifteenth day of January, in the year of Our Lord, nineteen hundred and thirty-seven, and of the Commonwealth of the Philippines, the second.',
      '1937-01-15',
    ],
    ['Done in the City of Manila this 29th day of July 2010.', '2010-07-29'],
    [
      'DONE in the City of Manila this 14 th day of August, in the year of Our Lord, nineteen hundred and ninety eight',
      '1998-08-14',
    ],
    [
      'Done in the City of Manila, this 31st day of January, in the year of Our\nLord, Two Thousand and Five.',
      '2005-01-31',
    ],
    ['Done this 14 th day of December in the year 1987.', '1987-12-14'],
    // Proclamation No. 418, s. 1953 prints 'Pone' for 'Done'
    [
      'Pone in the City of Manila, this 15th day of October, in the year of Our Lord, nineteen hundred and fifty-three',
      '1953-10-15',
    ],
    // Republic Act No. 10189: the bare 'Approved,' of the signatures is passed over for the dated line
    ['Approved,\n\n(Sgd.) JUAN PONCE ENRILE\n\nApproved: OCT 18 2012\n\n(Sgd.) BENIGNO S. AQUINO III', '2012-10-18'],
    ['Approved : December 28, 1992', '1992-12-28'],
    // Memorandum Circular No. 29, s. 2002 closes with its place and date
    [
      'By authority of the President:\n(Sgd.) ALBERTO G. ROMULO\nExecutive Secretary\n\nManila, 8 November 2002',
      '2002-11-08',
    ],
  ])('%s', (text, expected) => {
    expect(signingDate(text)).toBe(expected);
  });

  it('takes the clause the text closes with, not a date its body quotes', () => {
    const text =
      'WHEREAS, Proclamation No. 1 was done in the City of Manila, this 4th day of July, 1946;\n\n' +
      'Done in the City of Manila, this 9th day of August, in the year of Our Lord, nineteen hundred and fifty.';
    expect(signingDate(text)).toBe('1950-08-09');
  });

  it("keeps the President's signing clause over a certificate annexed after it (Proclamation No. 58, s. 1987)", () => {
    const text =
      'Done in the City of Manila, this 11th day of February in the year of Our Lord, nineteen hundred and eighty-seven.\n\n' +
      'IN WITNESS WHEREOF, We, the Chairman and Commissioners of the Commission on Elections, have set our hands … in the City of Manila, Philippines, this 7th day of February, 1987.';
    expect(signingDate(text)).toBe('1987-02-11');
  });

  it.each([
    'SECTION 1. This Act shall take effect upon its approval.',
    'Approved,',
    'Done in the City of Manila, this 31st day of February, 1987',
    '',
  ])('is null for %j', (text) => {
    expect(signingDate(text)).toBeNull();
  });
});
