import { describe, expect, it } from 'vitest';
import { documentIdentityKey, parseCitation } from '@batas/shared';
import { issuanceCitation, issuanceDate } from '../../../../src/library/gazette/issuance-identity.ts';

describe('issuanceCitation', () => {
  it.each([
    ['Republic Act', '10173', '2012-08-15', 'Republic Act No. 10173'],
    ['Presidential Decree', '1529', '1978-06-11', 'Presidential Decree No. 1529'],
    ['Executive Order', '292', '1987-07-25', 'Executive Order No. 292, s. 1987'],
    ['Administrative Order', '308', '1996-12-12', 'Administrative Order No. 308, s. 1996'],
    ['Presidential Proclamation', '1081', '1972-09-21', 'Proclamation No. 1081, s. 1972'],
    ['Memorandum Circular', '80-6', '1986-05-02', 'Memorandum Circular No. 80-6, s. 1986'],
    ['Memorandum Order', '757', '1982-08-10', 'Memorandum Order No. 757, s. 1982'],
    ['Letter of Instruction', '1', '2001-07-04', 'Letter of Instruction No. 1, s. 2001'],
    ['General Order', '5', '2006-02-24', 'General Order No. 5, s. 2006'],
    ['National Administrative Register', '10173', '2016-08-25', null],
    ['Executive Order', null, '1942-03-10', null],
  ])('%s %s (%s) → %s', (type, number, date, citation) => {
    expect(issuanceCitation(type, number, date)).toBe(citation);
  });

  it('gives citations the citation code reads with their series year, and one identity per issuance', () => {
    const citation = issuanceCitation('Executive Order', '292', '1987-07-25')!;
    const parsed = parseCitation(citation);
    expect(parsed.ok && [parsed.citation.kind, parsed.citation.primarySerial, parsed.citation.year]).toEqual([
      'EXECUTIVE_ORDER',
      '292',
      1987,
    ]);
    const keys = ['1959-08-31', '1971-08-31', '1996-12-12'].map((date) =>
      documentIdentityKey({
        citation: issuanceCitation('Administrative Order', '308', date),
        documentType: 'Administrative Order',
        dateEnacted: date,
      }),
    );
    expect(keys).toEqual(['ao:308:1959-08-31', 'ao:308:1971-08-31', 'ao:308:1996-12-12']);
  });
});

describe('issuanceDate', () => {
  const closing = (clause: string) =>
    `SECTION 2. This Act shall take effect upon its approval.\n\n${clause}\n\n(Sgd.) X`;

  it.each([
    ['the text says when it was signed', '2012-09-28', closing('Approved: OCT 18 2012'), '2012-10-18'],
    ['the posted date when the text gives none', '1990-01-12', 'SECTION 1. …', '1990-01-12'],
    [
      'the posted date when the text is over a year off (a misprinted year)',
      '1995-06-10',
      closing('Approved: June 10, 1955'),
      '1995-06-10',
    ],
    ['the text when no posted date is known', null, closing('Approved: June 10, 1955'), '1955-06-10'],
  ])('%s', (_, posted, text, expected) => {
    expect(issuanceDate(posted, text)).toBe(expected);
  });
});
