import { describe, expect, it } from 'vitest';
import { cleanDecisionText, cleanStatuteText } from '../../../src/library/lawphil/clean-text.ts';
import { parseCsvRows, readCsvRecord } from '../../../src/library/lawphil/csv-record.ts';
import { ponenteLine, readDecisionTextHeader } from '../../../src/library/lawphil/decision-header.ts';
import { docketCitation, mendHeader, readDocketLine } from '../../../src/library/lawphil/docket-lines.ts';
import { readLawphilFile } from '../../../src/library/lawphil/index.ts';
import { readOpinionBox } from '../../../src/library/lawphil/opinion-box.ts';
import { lawphilFileSelected } from '../../../src/library/lawphil/select-file.ts';
import {
  decisionListingUrl,
  decisionSourceUrl,
  statuteListingUrl,
  statuteSourceUrl,
} from '../../../src/library/lawphil/source-url.ts';
import { stripWatermarks } from '../../../src/sources/lawphil/watermarks.ts';

describe('lawphilFileSelected', () => {
  it.each([
    ['Data/Jurisprudence/1915/March/G.R. No. L-9720.csv', true],
    ['Data/Jurisprudence/1979/July/G.R. No. L-44550-51 & L-44552-53\r\n.csv', true],
    ['Data/Jurisprudence/1997/March/Justice Vitug\n.csv', true],
    ['Data/Jurisprudence/1971/April/A.C. No. 760\t.csv', true],
    ['Data/Statutes/Acts/ Act No. 3815, December 08, 1930 .csv', true],
    ['Data/Statutes/Common Wealth Acts/ Commonwealth Act No. 141, November 07, 1936 .csv', true],
    ['Data/Statutes/Batas Pambansa/BATAS PAMBANSA BLG. 22.csv', true],
    ['Data/Constitutions/1935 Constitution.csv', true],
    ['Data/Jurisprudence/1915/.DS_Store', false],
    ['Data/.DS_Store', false],
    ['Jurisprudence.ipynb', false],
    ['.ipynb_checkpoints/Jurisprudence-checkpoint.ipynb', false],
    ['requirements.txt', false],
    ['Data/Jurisprudence/1915/Marchember/G.R. No. 1.csv', false],
    ['Data/Statutes/Republic Acts/RA 1.csv', false],
    ['Data/Jurisprudence/1915/March/G.R. No. 1.txt', false],
  ])('%j → %s', (path, expected) => {
    expect(lawphilFileSelected(path)).toBe(expected);
  });
});

describe('readCsvRecord', () => {
  it('reads quoted fields with line breaks, doubled quotes and CRLF rows', () => {
    const text =
      'Year,Month,Case Number,Title,Data\r\n1915,March,"G.R. No. 1\tMarch 2, 1915","A ""B""","line 1\r\nline 2"\r\n';
    expect(readCsvRecord(text)).toEqual({
      Year: '1915',
      Month: 'March',
      'Case Number': 'G.R. No. 1\tMarch 2, 1915',
      Title: 'A "B"',
      Data: 'line 1\r\nline 2',
    });
  });

  it('keeps a byte-order mark and an empty last field out of the way', () => {
    expect(parseCsvRows('\ufeffNumber,Title,Data\nAct No. 1,,x')).toEqual([
      ['Number', 'Title', 'Data'],
      ['Act No. 1', '', 'x'],
    ]);
  });

  it('has no record without a data row, and refuses an unclosed quote', () => {
    expect(readCsvRecord('Number,Title,Data\n')).toBeNull();
    expect(() => parseCsvRows('a,b\n"open,b')).toThrow(/never closed/);
  });
});

describe('stripWatermarks (the lawphil.net family, glued to words or not)', () => {
  it.each([
    ['Section 2. This Act shall take effect.1aшphi1', 'Section 2. This Act shall take effect.'],
    ['approval.1a\\^/phi1', 'approval.'],
    ['the 1ªvvphïl.nët rule', 'the  rule'],
    ['see lävvphì1·né+ here', 'see  here'],
    ['x l^vvphi1.net y', 'x  y'],
    ['text ñé+.£ªwph!1 text', 'text  text'],
    ['TEEHANKEE, J.:lwphl@itç', 'TEEHANKEE, J.:'],
    ['Act.1awphi1@ITC', 'Act.'],
    ['21aшphi1.', '2.'],
    ['repealed.|avvphil.nê+', 'repealed.'],
    ['during its effectivity.Lawphil.net', 'during its effectivity.'],
    ['available at www.Lawphil.net', 'available at www.Lawphil.net'],
    ['see Lawphil.net, the site', 'see Lawphil.net, the site'],
    ['Lawphil.net, at the start', 'Lawphil.net, at the start'],
    ['from wwwLawphil.net', 'from www'],
    ['Philippines, philosophy, graphic, Philex', 'Philippines, philosophy, graphic, Philex'],
  ])('%j → %j', (input, expected) => {
    expect(stripWatermarks(input)).toBe(expected);
  });
});

describe('cleanDecisionText', () => {
  it('puts back the pieces get_text(separator="\\n") cut apart, and keeps real line breaks', () => {
    const raw =
      'Republic of the Philippines\nSUPREME COURT\nManila\n\n\nPEOPLE,\n plaintiff-appellee,\r\r\n\nvs.\n\n\nPAQUITO DE LEON \nalias \nITO.\n\n\nBENGZON, \nJ\n.:\n\n\nVICTORIA DOE (\nalias\n SILVESTRA PULGA).';
    expect(cleanDecisionText(raw)).toBe(
      'Republic of the Philippines\nSUPREME COURT\nManila\n\nPEOPLE, plaintiff-appellee,\n\nvs.\n\nPAQUITO DE LEON alias ITO.\n\nBENGZON, J.:\n\nVICTORIA DOE (alias SILVESTRA PULGA).',
    );
  });

  it('writes footnote references as [n] and leaves a footnote’s own number alone', () => {
    const raw =
      'Before us for automatic review\n1\n is the Judgment\n2\n dated 1999.\n\n\nFootnotes\n\n\n1\n Rollo, p. 5.';
    expect(cleanDecisionText(raw)).toBe(
      'Before us for automatic review [1] is the Judgment [2] dated 1999.\n\nFootnotes\n\n1 Rollo, p. 5.',
    );
  });

  it('drops watermark lines, the footer and no-break spaces', () => {
    const raw = 'TEEHANKEE, \nJ.:\n1äwphï1.ñët\n\n\nText\u00a0here.\n\n\nThe Lawphil Project - Arellano Law Foundation';
    expect(cleanDecisionText(raw)).toBe('TEEHANKEE, J.:\n\nText here.');
  });
});

describe('cleanStatuteText', () => {
  it('makes each line a paragraph, without watermarks or footer', () => {
    expect(
      cleanStatuteText(
        'BATAS PAMBANSA Blg. 779\nAn Act Changing\nSection 1. The name.1avvphi1\nApproved: April 13, 1984\n\nThe Lawphil Project - Arellano Law Foundation',
      ),
    ).toBe('BATAS PAMBANSA Blg. 779\n\nAn Act Changing\n\nSection 1. The name.\n\nApproved: April 13, 1984');
  });
});

describe('docket lines', () => {
  it.each([
    ['G.R. No. L-9720              March 26, 1915', { text: 'G.R. No. L-9720', date: '1915-03-26' }],
    ['[ G.R. No. 127325, March 19, 1997 ]', { text: 'G.R. No. 127325', date: '1997-03-19' }],
    ['Adm. Matter No. P-1722 August 30, l982', { text: 'Adm. Matter No. P-1722', date: '1982-08-30' }],
    ['G.R. No. G.R. No. 150936 August 18, 2004', { text: 'G.R. No. 150936', date: '2004-08-18' }],
    ['G.R. No. Nos. 36366-36368 September 23, 1932', { text: 'G.R. Nos. 36366-36368', date: '1932-09-23' }],
    ['ADMIN. CASE No. 3637 January 24, 2001', { text: 'Adm. Case No. 3637', date: '2001-01-24' }],
    ['C.A. No. 482 April 25, 1946', { text: 'C.A. No. 482', date: '1946-04-25' }],
    ['UND Nos. 507-508 November 26, 1970', { text: 'UND Nos. 507-508', date: '1970-11-26' }],
    ['PEOPLE OF THE PHILIPPINES, plaintiff-appellee,', undefined],
  ])('%j', (line, expected) => {
    expect(readDocketLine(line)).toEqual(expected);
  });

  it.each([
    ['G.R. Nos. L-9638 and 9789', 'G.R. Nos. L-9638 & 9789'],
    ['A.M. No. RTJ No. 90-474 & RTJ No. 90-606', 'A.M. Nos. RTJ-90-474 & RTJ-90-606'],
    ['A.M. Matter No. P-2551', 'A.M. No. P-2551'],
    ['P.E.T. Case No. 001', 'P.E.T. Case No. 001'],
    ['OCA I.P.I. No. 95-12-P', 'OCA IPI No. 95-12-P'],
    ['C.A. No. 482', undefined],
    ['Justice Vitug', undefined],
  ])('cites %j as %j', (docket, expected) => {
    expect(docketCitation(docket)?.canonical).toBe(expected);
  });
});

describe('mendHeader', () => {
  it('joins a date the page split from its docket line, and splits a docket line run into the caption', () => {
    expect(
      mendHeader(['EN BANC', 'G.R. No. L-48352 January', '3, 1987', 'THE ACTING DIRECTOR OF PRISONS, petitioner']),
    ).toEqual(['EN BANC', 'G.R. No. L-48352 January 3, 1987', 'THE ACTING DIRECTOR OF PRISONS, petitioner']);
    const glued =
      'G.R. No. 1 October 30, 1981 ROLANDO DIONALDO, petitioner, vs. THE HONORABLE AUXENCIO DACUYCUY, Judge, Court of First Instance, respondent.';
    expect(mendHeader([glued])).toEqual([
      'G.R. No. 1 October 30, 1981',
      'ROLANDO DIONALDO, petitioner, vs. THE HONORABLE AUXENCIO DACUYCUY, Judge, Court of First Instance, respondent.',
    ]);
  });

  it('leaves a body sentence that cites a docket and a date alone', () => {
    const sentence =
      'G.R. No. 75787 was an appeal from a decision of the Court of Appeals in AC-G.R. CV No. 03744, rendered on July 30, 1986, holding that the issue was for the Securities and Exchange Commission.';
    expect(mendHeader([sentence])).toEqual([sentence]);
  });
});

describe('ponenteLine', () => {
  it.each([
    ['MORELAND, J.:', 'MORELAND'],
    ['STREET, J.:\nThis action was instituted …', 'STREET'],
    ['DE CASTRO, J:', 'DE CASTRO'],
    ['MENDOZA, J', 'MENDOZA'],
    ['FERNAN, C.\nJ.:', 'FERNAN'],
    ['PANGANIBAN, CJ:', 'PANGANIBAN'],
    ['RELOVA, J p:', 'RELOVA'],
    ['AVANCEÑA, Pres.:', 'AVANCEÑA'],
    ['REYES, J.B.L., Actg. C.J.:', 'REYES, J.B.L.'],
    ['Tinga, J.:', 'TINGA'],
    ['GONZAGA_REYES, J.:', 'GONZAGA-REYES'],
    ['FERNANDO, J.:.', 'FERNANDO'],
    ['PER CURIAM:', 'PER CURIAM'],
    ['Before us is a petition, J.:', null],
    ['FRANCISCO, J., dissenting:', null],
  ])('%j → %j', (line, expected) => {
    expect(ponenteLine(line)).toBe(expected);
  });

  it('takes a name whose "J.:" the page printed a paragraph below', () => {
    expect(
      readDecisionTextHeader([
        'G.R. No. 1 May 1, 1990',
        'A, petitioner,',
        'vs.',
        'B, respondent.',
        'ABAD SANTOS,',
        'J.:',
      ]).ponente,
    ).toBe('ABAD SANTOS');
  });
});

describe('readDecisionTextHeader', () => {
  it('reads division, dockets, caption and ponente, the counsel lines left out', () => {
    expect(
      readDecisionTextHeader([
        'Republic of the Philippines\nSUPREME COURT\nManila',
        'EN BANC',
        'G.R. No. 76851 March 19, 1990',
        'AURORA PASCUA, petitioner,',
        'vs.',
        'COURT OF APPEALS, respondents.',
        'G.R. No. 78431 March 19, 1990',
        'Sps. EDUARDO D. CAÑARES, petitioners,',
        'vs.',
        'COURT OF APPEALS, respondents.',
        'Lim, Dran & Associates for Aurora Pascua.',
        'CRUZ, J.:',
        'These two cases have been consolidated.',
      ]),
    ).toEqual({
      division: 'EN BANC',
      dockets: [
        { text: 'G.R. No. 76851', date: '1990-03-19' },
        { text: 'G.R. No. 78431', date: '1990-03-19' },
      ],
      looseDate: null,
      caption: 'AURORA PASCUA, petitioner, vs. COURT OF APPEALS, respondents.',
      ponente: 'CRUZ',
      opinionStart: null,
    });
  });

  it('keeps a caption that holds "in his own behalf", and stops at the counsel line', () => {
    const header = readDecisionTextHeader([
      'G.R. No. L-9417 December 4, 1914',
      'PEDRO MARTINEZ, plaintiff-appellee,',
      'vs.',
      'ANTONINO RAMOS, in his own behalf and as administrator, defendant-appellant.',
      'P. Joya Admana for appellant.',
      'ARELLANO, C. J.:',
    ]);
    expect(header.caption).toBe(
      'PEDRO MARTINEZ, plaintiff-appellee, vs. ANTONINO RAMOS, in his own behalf and as administrator, defendant-appellant.',
    );
    expect(header.ponente).toBe('ARELLANO');
  });

  it('finds where a separate opinion starts, and not in a decision’s own "Separate Opinions" part', () => {
    const opinion = [
      'G.R. No. 1 March 3, 1997',
      'A, petitioner,',
      'vs.',
      'B, respondent.',
      'Separate Opinions',
      'FRANCISCO, J., dissenting:',
      'I concur.',
    ];
    expect(readDecisionTextHeader(opinion).opinionStart).toBe(4);
    const resolution = [
      'G.R. No. 2 May 1, 1915',
      'A, petitioner,',
      'vs.',
      'B, respondent.',
      'R E S O L U T I O N',
      'Upon consideration …',
      'Separate Opinions',
      'MORELAND, J., concurring:',
    ];
    expect(readDecisionTextHeader(resolution)).toMatchObject({ opinionStart: null, ponente: null });
    const afterCounsel = [
      'G.R. No. L-9959 February 9, 1917',
      'THE GOVERNMENT OF THE PHILIPPINE ISLANDS, plaintiff-appellee,',
      'vs.',
      'EL MONTE DE PIEDAD, defendant-appellant.',
      'No appearance for appellee.',
      'The decision rendered in this case (Government vs. Monte de Piedad) was filed on December 13, 1916.',
      'Separate Opinions',
      'CARSON, J., dissenting:',
    ];
    expect(readDecisionTextHeader(afterCounsel)).toMatchObject({ opinionStart: null, ponente: null });
    const links = [
      'G.R. No. 3 May 7, 2001',
      'A, petitioner,',
      'vs.',
      'B, respondent.',
      'CONCURRING OPINION',
      'DISSENTING OPINION',
      'KAPUNAN, J.:',
    ];
    expect(readDecisionTextHeader(links)).toMatchObject({ opinionStart: null, ponente: 'KAPUNAN' });
  });
});

describe('readOpinionBox', () => {
  it('lists the case’s opinions and ends after the box', () => {
    expect(
      readOpinionBox([
        'G.R. No. 127325, March 14, 1997,',
        '♦ Decision, Davide, Jr., [J]',
        '♦ Dissenting and Concurring Opinion, Francisco, [J]',
        'Manila',
        'EN BANC',
      ]),
    ).toEqual({
      entries: [
        { label: 'Decision', author: 'Davide, Jr.' },
        { label: 'Dissenting and Concurring Opinion', author: 'Francisco' },
      ],
      docket: { text: 'G.R. No. 127325', date: '1997-03-14' },
      end: 4,
    });
    expect(readOpinionBox(['EN BANC', 'G.R. No. 1'])).toEqual({ entries: [], docket: undefined, end: 0 });
  });
});

describe('LawPhil addresses', () => {
  it('derives statute pages from the number and the year of approval', () => {
    expect(statuteSourceUrl('acts', '3815', '1930-12-08')).toBe(
      'https://lawphil.net/statutes/acts/act1930/act_3815_1930.html',
    );
    expect(statuteSourceUrl('bataspam', '22', '1979-04-03')).toBe(
      'https://lawphil.net/statutes/bataspam/bp1979/bp_22_1979.html',
    );
    expect(statuteSourceUrl('comacts', '141', '1936-11-07')).toBe(
      'https://lawphil.net/statutes/comacts/ca1936/ca_141_1936.html',
    );
    expect(statuteSourceUrl('acts', '1-A', '1930-12-08')).toBeNull();
    expect(statuteSourceUrl('acts', '3815', null)).toBeNull();
    expect(statuteListingUrl('bataspam')).toBe('https://lawphil.net/statutes/bataspam/bataspam.html');
  });

  it('derives decision pages only for plain G.R. numbers from 1986 on, filed under their own month', () => {
    const august2007 = { folderYear: '2007', folderMonth: 'August' };
    expect(decisionSourceUrl('149941', '2007-08-28', august2007)).toBe(
      'https://lawphil.net/judjuris/juri2007/aug2007/gr_149941_2007.html',
    );
    expect(decisionSourceUrl('L-63915', '1985-04-24', { folderYear: '1985', folderMonth: 'April' })).toBeNull();
    expect(decisionSourceUrl('1176', '1904-02-13', { folderYear: '1904', folderMonth: 'February' })).toBeNull();
    expect(decisionSourceUrl('149941', '2007-08-28', { folderYear: '2007', folderMonth: 'September' })).toBeNull();
    expect(decisionSourceUrl('149941', null, august2007)).toBeNull();
  });

  it('links any other decision to the month listing it was gathered from', () => {
    expect(decisionListingUrl({ folderYear: '1985', folderMonth: 'April' })).toBe(
      'https://lawphil.net/judjuris/juri1985/apr1985/apr1985.html',
    );
    expect(decisionListingUrl({ folderYear: '1904', folderMonth: 'February' })).toBe(
      'https://lawphil.net/judjuris/juri1904/feb1904/feb1904.html',
    );
    expect(decisionListingUrl({ folderYear: '1985', folderMonth: 'Apr' })).toBeNull();
    expect(decisionListingUrl({ folderYear: '85', folderMonth: 'April' })).toBeNull();
  });
});

describe('decision dates', () => {
  const decision = (folder: string, docketLine: string) => {
    const data = `${docketLine}\n\n\nA, petitioner,\n\n\nvs.\n\n\nB, respondent.\n\n\nSTREET, J.:\n\n\nThe text.`;
    const csv = `Year,Month,Case Number,Title,Data\n1,2,,,"${data}"\n`;
    const result = readLawphilFile(`Data/Jurisprudence/${folder}/G.R. No. 1.csv`, new TextEncoder().encode(csv));
    return result.ok ? result.record.document.dateDecided : result.skipped;
  };

  it('takes the listing’s year for a year mistyped far from it, in the same month', () => {
    expect(decision('1922/November', 'G.R. No. L-18706 November 27, 1992')).toBe('1922-11-27');
    expect(decision('1960/September', 'G.R. No. L-14874 September 30, 1060')).toBe('1960-09-30');
  });

  it('keeps the header’s date when the listing is a year late or the month differs', () => {
    expect(decision('1934/September', 'G.R. No. 40597 September 28, 1933')).toBe('1933-09-28');
    expect(decision('2004/February', 'G.R. No. 138874 January 31, 2006')).toBe('2006-01-31');
  });
});

describe('readLawphilFile on malformed input', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['not a library path', 'Jurisprudence.ipynb', '{}', 'not a library file of the LawPhil collection'],
    [
      'no data row',
      'Data/Jurisprudence/1915/March/G.R. No. 1.csv',
      'Year,Month,Case Number,Title,Data\n',
      'the CSV has no data row',
    ],
    [
      'empty text',
      'Data/Jurisprudence/1915/March/G.R. No. 1.csv',
      'Year,Month,Case Number,Title,Data\n1915,March,,,\n',
      'the file has no text',
    ],
    [
      'unclosed quote',
      'Data/Statutes/Acts/ Act No. 1.csv',
      'Number,Title,Data\n"Act No. 1,x,y',
      'unreadable: a quoted field is never closed',
    ],
    [
      'no number anywhere',
      'Data/Statutes/Acts/x.csv',
      'Number,Title,Data\nx,y,Some text without a number',
      'no statute number in the text, the Number column or the file name',
    ],
    ['binary', 'Data/Constitutions/x.csv', '\u0000\u0001\u0002', 'the CSV has no data row'],
  ])('%s: skipped with its reason', (_, path, text, reason) => {
    expect(readLawphilFile(path, bytes(text))).toEqual({ ok: false, skipped: reason });
  });
});
