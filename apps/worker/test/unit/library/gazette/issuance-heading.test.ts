import { describe, expect, it } from 'vitest';
import { readIssuanceHeading } from '../../../../src/library/gazette/issuance-heading.ts';

// Headings as the Gazette's masterlist prints them.
describe('readIssuanceHeading', () => {
  it.each([
    ['Republic Act No. 10173', 'Republic Act', '10173'],
    ['Republic Act. No. 7080', 'Republic Act', '7080'],
    ['Republic Act NO. 7799', 'Republic Act', '7799'],
    ['Republic No. 10864', 'Republic Act', '10864'],
    ['Executive Order No. 292, s. 1987', 'Executive Order', '292'],
    ['Executive Order No. 68-A, s. 2014', 'Executive Order', '68-A'],
    ['Executive Order No. 5-W, s. 1942', 'Executive Order', '5-W'],
    ['Executive Order 412, s. 1997', 'Executive Order', '412'],
    ['Executive Order No, 774, s. 2008', 'Executive Order', '774'],
    ['Administration Order No. 70, s. 1963', 'Administrative Order', '70'],
    ['Adminstrative Order No. 43, s. 1947', 'Administrative Order', '43'],
    ['Proclamation No.164, s. 1993', 'Presidential Proclamation', '164'],
    ['Proclamation No. 908s. 2020', 'Presidential Proclamation', '908'],
    ['Proclamation No. 14*, s. 1954', 'Presidential Proclamation', '14'],
    ['Procalamation No. 15, s. 1946', 'Presidential Proclamation', '15'],
    ['Proclamation Order No. 350, s. 2000', 'Presidential Proclamation', '350'],
    ['Proklamasyon Blg. 19, s. 1988', 'Presidential Proclamation', '19'],
    ['Presidential Decree No. 51–A, s. 1972', 'Presidential Decree', '51-A'],
    ['Presidential Decree No. 1-A, 1972', 'Presidential Decree', '1-A'],
    ['Memorandum Circular No. 80-6, s.1986', 'Memorandum Circular', '80-6'],
    ['Memorandum Order No. 07, s. 2022', 'Memorandum Order', '7'],
    ['Memorandum Order No. 757, s. 1982', 'Memorandum Order', '757'],
    ['Letter of Instructions No. 240, s. 1975', 'Letter of Instruction', '240'],
    ['General Order No. 5, s. 2006', 'General Order', '5'],
    ['Memorandum No. 107, s. 2006', null, '107'],
    ['Unnumbered Executive Order, s. 1942', 'Executive Order', null],
    ['A Proclamation of the President Roxas, 4 July, 1946', 'Presidential Proclamation', null],
  ])('%s → %s %s', (heading, documentType, number) => {
    const read = readIssuanceHeading(heading);
    expect([read.documentType, read.number]).toEqual([documentType, number]);
    expect(read.translation || read.implementing).toBe(false);
  });

  it('reads the place of a code page, even without its closing bracket', () => {
    expect(readIssuanceHeading('Executive Order No. 292 [BOOK IV/Title XI/Chapter 2-Department Proper]').part).toBe(
      'BOOK IV/Title XI/Chapter 2-Department Proper',
    );
    expect(readIssuanceHeading('Executive Order No. 292 [BOOK IV/Title VIII/Subtitle III').part).toBe(
      'BOOK IV/Title VIII/Subtitle III',
    );
    expect(readIssuanceHeading('Executive Order No. 292 [Introductory Provisions]').part).toBe(
      'Introductory Provisions',
    );
  });

  it('reads an annex page', () => {
    expect(readIssuanceHeading('Executive Order No. 376, s. 2004 – Annex A')).toMatchObject({
      documentType: 'Executive Order',
      number: '376',
      annex: 'Annex A',
      part: null,
    });
  });

  it.each([
    'Implementing Rules and Regulations of Republic Act No. 10173',
    'IRR Republic Act No. 8042',
    'IRR-NSO Administrative Order No. 1, s. 2012',
    'Implementing Rules and Regulations of Republic Act No. 10366 [COMELEC Resolution No. 9763]',
    'Revised Rules and Regulations Implementing Republic Act (RA) No. 10742, Otherwise Known as the “Sangguniang Kabataan Reform Act of 2015,” as Amended by RA No. 11768',
    'Omnibus Rules and Regulations Implementing the Migrant Workers and Overseas Filipinos Act of 1995, as amended by Republic Act No. 10022',
    'Implementing Guidelines of Republic Act No. 11494',
  ])('knows implementing rules: %s', (heading) => {
    expect(readIssuanceHeading(heading).implementing).toBe(true);
  });

  it.each(['[Filipino translation] Executive Order No. 217, s. 1939', 'BATAS REPUBLIKA BLG. 10351'])(
    'knows a translation by its heading: %s',
    (heading) => {
      expect(readIssuanceHeading(heading).translation).toBe(true);
    },
  );
});
