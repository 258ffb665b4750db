import { describe, expect, it } from 'vitest';
import { parseDocketLine } from '../../../src/sources/common/dockets.ts';
import { passesFilter, monthNumber } from '../../../src/sources/common/listing-filter.ts';
import { decisionTypeOf, divisionOf, ponenteOf } from '../../../src/sources/common/opinion-lines.ts';
import { parseStatuteLine } from '../../../src/sources/common/statute-kinds.ts';
import { followableUrl, rebaseUrl } from '../../../src/sources/common/urls.ts';
import { isElibraryHost } from '../../../src/sources/elibrary/site.ts';
import { isLawphilHost } from '../../../src/sources/lawphil/site.ts';
import { isWatermarkText, stripWatermarks } from '../../../src/sources/lawphil/watermarks.ts';

describe('docket lines', () => {
  it.each([
    ['G.R. No. 71464 August 4, 1988', 'G.R.', 'G.R. No. 71464', '71464', '1988-08-04'],
    ['G.R. No. 173256 \u00a0 \u00a0 \u00a0 October 9, 2007', 'G.R.', 'G.R. No. 173256', '173256', '2007-10-09'],
    ['[ G.R. No. 161425. November 23, 2016 ]', 'G.R.', 'G.R. No. 161425', '161425', '2016-11-23'],
    ['[ G.R. No. 279692, June 11, 2025 ]', 'G.R.', 'G.R. No. 279692', '279692', '2025-06-11'],
    ['G.R. Nos. 178831-32', 'G.R.', 'G.R. Nos. 178831-32', '178831-32', null],
    ['G.R. No. L-34628 July 31, 1979', 'G.R.', 'G.R. No. L-34628', 'L-34628', '1979-07-31'],
    ['A.M. No. RTJ-06-1976', 'A.M.', 'A.M. No. RTJ-06-1976', 'RTJ-06-1976', null],
    ['A.M. OCA IPI No. 08-2857-P', 'A.M.', 'A.M. OCA IPI No. 08-2857-P', '08-2857-P', null],
    [
      '[ A.M. No. P-23-101 (Formerly OCA IPI No. 21-5000-P). January 31, 2023 ]',
      'A.M.',
      'A.M. No. P-23-101',
      'P-23-101',
      '2023-01-31',
    ],
    ['A.C. No. 8051 April 7, 2009', 'A.C.', 'A.C. No. 8051', '8051', '2009-04-07'],
    ['G.R. No. 1 March 31,1987', 'G.R.', 'G.R. No. 1', '1', '1987-03-31'],
  ])('%s', (line, kind, caseNumber, number, date) => {
    expect(parseDocketLine(line)).toEqual({ kind, caseNumber, number, date });
  });

  it.each(['Republic of the Philippines', 'AN ACT REVISING THE PENAL CODE', 'GRANTED.', 'Acts of the legislature'])(
    'ignores %s',
    (line) => {
      expect(parseDocketLine(line)).toBeUndefined();
    },
  );
});

describe('statute number lines', () => {
  it.each([
    ['REPUBLIC ACT No. 9995', 'republic-acts', 'Republic Act No. 9995', null],
    ['REPUBLIC ACT NO. 8792 June 14, 2000', 'republic-acts', 'Republic Act No. 8792', '2000-06-14'],
    ['[ Act No. 3815, December 08, 1930 ]', 'acts', 'Act No. 3815', '1930-12-08'],
    ['Republic Act  No. 8792', 'republic-acts', 'Republic Act No. 8792', null],
    ['R.A. No. 9995', 'republic-acts', 'Republic Act No. 9995', null],
    ['BATAS PAMBANSA BLG. 22', 'batas-pambansa', 'Batas Pambansa Blg. 22', null],
    ['PRESIDENTIAL DECREE No. 1-A', 'presidential-decree', 'Presidential Decree No. 1-A', null],
    [
      '[ LETTER OF INSTRUCTION NO. 1, September 22, 1972 ]',
      'letter-of-instruction',
      'Letter of Instruction No. 1',
      '1972-09-22',
    ],
    [
      '[ MEMORANDUM CIRCULAR NO. 2012-01, January 16, 2012 ]',
      'memorandum-circulars',
      'Memorandum Circular No. 2012-01',
      '2012-01-16',
    ],
  ])('%s', (line, category, citation, date) => {
    const parsed = parseStatuteLine(line);
    expect(parsed?.kind.category).toBe(category);
    expect(parsed?.citation).toBe(citation);
    expect(parsed?.date).toBe(date);
  });

  it.each([
    'AN ACT REVISING THE PENAL CODE AND OTHER PENAL LAWS.',
    '(Repealed by Executive Order No. 226, s. 1987)',
    'Fourteenth Congress',
  ])('ignores %s', (line) => expect(parseStatuteLine(line)).toBeUndefined());
});

describe('decision header lines', () => {
  it.each([
    ['PARAS, J.:', 'PARAS'],
    ['NACHURA, J.:', 'NACHURA'],
    ['GESMUNDO, C.J.:', 'GESMUNDO'],
    ['GUTIERREZ, JR., J.:', 'GUTIERREZ, JR.'],
    ['LOPEZ, J., J.:', 'LOPEZ, J.'],
    ['PER CURIAM:', 'PER CURIAM'],
    ['LEONEN, SAJ.:', 'LEONEN'],
    ['Justice Leonen, J.:', undefined],
    ['Melencio-Herrera, Padilla and Sarmiento, JJ., concur.', undefined],
  ])('ponente of %s is %s', (line, ponente) => {
    expect(ponenteOf(line)).toBe(ponente);
  });

  it('reads divisions and document types however they are spaced', () => {
    expect(divisionOf('THIRD  DIVISION')).toBe('THIRD DIVISION');
    expect(divisionOf('En Banc')).toBe('EN BANC');
    expect(divisionOf('THIRD DIVISION, as it then was')).toBeUndefined();
    expect(decisionTypeOf('D E C I S I O N')).toBe('Decision');
    expect(decisionTypeOf('R E S O L U T I O N')).toBe('Resolution');
    expect(decisionTypeOf('DECISION OF THE COURT')).toBeUndefined();
  });
});

describe('LawPhil watermarks', () => {
  it.each(['ℒαwρhi৷', '1aшphi1', '1avvphi1', '(awÞhi(', '1awp++i1', '1äwphï1.ñët'])('%s is a watermark', (text) => {
    expect(isWatermarkText(text)).toBe(true);
  });

  it.each(['Phil.', 'supra', 'Id.', 'People v. Tan'])('%s is not', (text) => {
    expect(isWatermarkText(text)).toBe(false);
  });

  it('strips bare watermarks from text, even glued to words, and leaves words alone', () => {
    expect(stripWatermarks('the recovery of possession.1avvphi1')).toBe('the recovery of possession.');
    expect(stripWatermarks('Act No.(awÞhi( 2109, January 30, 1912')).toBe('Act No. 2109, January 30, 1912');
    expect(stripWatermarks('text têñ.£îhqwâ£ more')).toBe('text  more');
    expect(stripWatermarks('968 Phil. 941; graphic philosophy; Ralph')).toBe(
      '968 Phil. 941; graphic philosophy; Ralph',
    );
  });
});

describe('listing filters', () => {
  it('reads months as numbers or the month abbreviations', () => {
    expect(monthNumber('Jan')).toBe(1);
    expect(monthNumber('september')).toBe(9);
    expect(monthNumber(12)).toBe(12);
    expect(monthNumber('13')).toBeUndefined();
    expect(monthNumber(null)).toBeUndefined();
  });

  it('keeps rows without a date (the document decides) and drops rows outside the year or month', () => {
    expect(passesFilter({ year: 2009 }, '2009-04-30')).toBe(true);
    expect(passesFilter({ year: 2009 }, '2008-04-30')).toBe(false);
    expect(passesFilter({ month: 'Apr' }, '2008-04-30')).toBe(true);
    expect(passesFilter({ month: 'May' }, '2008-04-30')).toBe(false);
    expect(passesFilter({ year: 2009 }, null)).toBe(true);
    expect(passesFilter({ year: 2009 }, null, 2010)).toBe(false);
    expect(passesFilter(undefined, null)).toBe(true);
  });
});

describe('found links', () => {
  const page = 'https://lawphil.net/judjuris/juri2009/apr2009/apr2009.html';

  it('resolves relative links and drops what cannot be followed', () => {
    expect(followableUrl('gr_146408_2009.html', page, 'https://lawphil.net', isLawphilHost)).toBe(
      'https://lawphil.net/judjuris/juri2009/apr2009/gr_146408_2009.html',
    );
    for (const href of ['javascript:history.back(1)', '#top', '', undefined, 'mailto:x@y.ph', 'data:text/html,x']) {
      expect(followableUrl(href, page, 'https://lawphil.net', isLawphilHost)).toBeUndefined();
    }
  });

  it('moves links to any host of the site onto the configured root, and leaves other sites alone', () => {
    expect(
      rebaseUrl('http://www.lawphil.net/statutes/repacts/repacts.html', 'https://lawphil.net', isLawphilHost),
    ).toBe('https://lawphil.net/statutes/repacts/repacts.html');
    expect(
      rebaseUrl('https://chief.lawphil.net/consti/cons1987.html', 'http://127.0.0.1:4010/lawphil', isLawphilHost),
    ).toBe('http://127.0.0.1:4010/lawphil/consti/cons1987.html');
    expect(
      rebaseUrl(
        'https://elibrary.judiciary.gov.ph/thebookshelf/showdocs/1/70158',
        'http://127.0.0.1:4011',
        isElibraryHost,
      ),
    ).toBe('http://127.0.0.1:4011/thebookshelf/showdocs/1/70158');
    expect(rebaseUrl('https://www.officialgazette.gov.ph/x.pdf', 'http://127.0.0.1:4010', isLawphilHost)).toBe(
      'https://www.officialgazette.gov.ph/x.pdf',
    );
  });
});
