import { describe, expect, it } from 'vitest';
import { findLongTitle } from '../../../../src/library/gazette/long-title.ts';

/** Blocks as the reader makes them: one array of lines per paragraph. */
const blocks = (...paragraphs: string[]) => paragraphs.map((paragraph) => paragraph.split('\n'));

describe('findLongTitle', () => {
  it.each([
    [
      'RA 10173: header, session, bill numbers, bracketed number line',
      blocks(
        'Republic of the Philippines\nCongress of the Philippines\nMetro Manila\nFifteenth Congress\nSecond Regular Session',
        'Begun and held in Metro Manila, on Monday, the twenty-fifth day of July, two thousand eleven.',
        '[REPUBLIC ACT NO. 10173]',
        'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS IN THE GOVERNMENT AND THE PRIVATE SECTOR, CREATING FOR THIS PURPOSE A NATIONAL PRIVACY COMMISSION, AND FOR OTHER PURPOSES',
        'Be it enacted, by the Senate and House of Representatives of the Philippines in Congress assembled:',
      ),
      'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS IN THE GOVERNMENT AND THE PRIVATE SECTOR, CREATING FOR THIS PURPOSE A NATIONAL PRIVACY COMMISSION, AND FOR OTHER PURPOSES',
    ],
    [
      'RA 9262 (second page): a date line between the number and the title',
      blocks(
        'Republic Act No. 9262',
        'March 08, 2004',
        'AN ACT DEFINING VIOLENCE AGAINST WOMEN AND THEIR CHILDREN',
        'Be it enacted …',
      ),
      'AN ACT DEFINING VIOLENCE AGAINST WOMEN AND THEIR CHILDREN',
    ],
    [
      'a title over two lines of one paragraph, its period dropped',
      blocks(
        'MALACAÑANG\nManila',
        'PROKLAMASYON BLG. 19',
        'NA NAGPAPAHAYAG NG PAGDIRIWANG NG LINGGO NG WIKANG\nPAMBANSA TUWING AGOSTO 13-19 TAUN-TAON.',
        'SAPAGKAT ang …',
      ),
      'NA NAGPAPAHAYAG NG PAGDIRIWANG NG LINGGO NG WIKANG PAMBANSA TUWING AGOSTO 13-19 TAUN-TAON',
    ],
    [
      'a number line that runs on into the title',
      blocks(
        'PRESIDENTIAL DECREE No. 27 DECREEING THE EMANCIPATION OF TENANTS FROM THE BONDAGE OF THE SOIL',
        'In as much as …',
      ),
      'DECREEING THE EMANCIPATION OF TENANTS FROM THE BONDAGE OF THE SOIL',
    ],
    [
      '"BY THE PRESIDENT" after the number line, a title ending in a colon (EO 556, s. 1953)',
      blocks(
        'EXECUTIVE ORDER NO. 556',
        'BY THE PRESIDENT OF THE PHILIPPINES',
        'FIXING THE CEILING PRICE OF SOIL PIPES AND FOR OTHER PURPOSES:',
        'By virtue of …',
      ),
      'FIXING THE CEILING PRICE OF SOIL PIPES AND FOR OTHER PURPOSES',
    ],
    [
      '"… TO A SPECIAL SESSION" is a title, not a session line',
      blocks('PROCLAMATION NO. 508', 'CALLING THE CONGRESS OF THE PHILIPPINES TO A SPECIAL SESSION', 'Pursuant to …'),
      'CALLING THE CONGRESS OF THE PHILIPPINES TO A SPECIAL SESSION',
    ],
    [
      'a heading in title case (AO 29, s. 1998)',
      blocks(
        'Administrative Order No. 29',
        'Creating Task Force DIWA on Mt. Diwalwal / Mt. Diwata Mining Operations',
        'There is hereby created …',
      ),
      'Creating Task Force DIWA on Mt. Diwalwal / Mt. Diwata Mining Operations',
    ],
    [
      'a sentence-case title wrapped over lines (Proclamation No. 2488, s. 1986)',
      blocks(
        'PROCLAMATION NO. 2488',
        'Declaring the existence of a concerted political\naction undermining the stability of the banking system',
        'WHEREAS …',
      ),
      'Declaring the existence of a concerted political action undermining the stability of the banking system',
    ],
    [
      'a title in quotation marks on the number line with its date (Proclamation No. 517, s. 1965)',
      blocks(
        'PROCLAMATION NO. 517 – December 27, 1965',
        '“Revoking Proclamation No. 464 dated December 3, 1957”',
        '(UNRELEASED)',
      ),
      'Revoking Proclamation No. 464 dated December 3, 1957',
    ],
    [
      'a quoted name inside the title keeps its quotes (EO 292, s. 1987)',
      blocks('EXECUTIVE ORDER NO. 292', 'INSTITUTING THE “ADMINISTRATIVE CODE OF 1987”', 'WHEREAS …'),
      'INSTITUTING THE “ADMINISTRATIVE CODE OF 1987”',
    ],
    [
      "a memorandum's SUBJECT line when it has no title",
      blocks(
        'MEMORANDUM CIRCULAR NO. 150',
        'TO : ALL HEADS OF DEPARTMENTS',
        'SUBJECT : National Convention of Government Executives on April 23 and 24, 1992',
        'A National Convention …',
      ),
      'National Convention of Government Executives on April 23 and 24, 1992',
    ],
    [
      'a place-and-date line above the title (MC No. 8, s. 1962)',
      blocks(
        'MEMORANDUM CIRCULAR NO. 8',
        'MANILA, June 21, 1962',
        'ENJOINING ALL OFFICIALS TO OBSERVE THE RULES',
        'It has come …',
      ),
      'ENJOINING ALL OFFICIALS TO OBSERVE THE RULES',
    ],
  ])('%s', (_, text, title) => {
    expect(findLongTitle(text).title).toBe(title);
  });

  it.each([
    [
      'a Letter of Instruction opens with its addressee',
      blocks('LETTER OF INSTRUCTION NO. 10', 'TO: THE Postmaster General', 'In view of …'),
    ],
    [
      'a proclamation opens with its recitals',
      blocks('PROCLAMATION NO. 9', 'WHEREAS, the new Government was established …'),
    ],
    [
      'a proclamation opens with a sentence',
      blocks(
        'PROCLAMATION NO. 1',
        'Sovereignty resides in the people and all government authority emanates from them.',
      ),
    ],
    ['an address to the people', blocks('PROCLAMATION NO. 396', 'TO THE PEOPLE OF THE PHILIPPINES:', 'It is with …')],
    ['no text', []],
  ])('is null when %s', (_, text) => {
    expect(findLongTitle(text).title).toBeNull();
  });

  it('says where the body begins, after the title', () => {
    const text = blocks(
      'MALACAÑANG\nMANILA',
      'ADMINISTRATIVE ORDER NO. 27',
      'AUTHORIZING THE GRANT OF SERVICE RECOGNITION INCENTIVE',
    );
    expect(findLongTitle(text).bodyStart).toBe(4);
  });
});
