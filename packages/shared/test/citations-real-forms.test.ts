import { describe, expect, it } from 'vitest';
import { citationKeysFromQuery, citationsByWork, extractCitations } from '../src/citations/index.ts';

/**
 * Forms met in real texts that the parser must read. Where the string is quoted from a real decision or caption,
 * the source says where; the remaining rows (marked 'shape') reproduce a form described in OCR'd copies for which
 * no exact public quotation was found.
 */
const read = (text: string) =>
  extractCitations(text).map((c) => ({ canonical: c.canonicalFull, text: c.text, formerly: c.formerly }));

describe('real-world citation forms', () => {
  it.each([
    // OCR: a 1 read as a letter after 'L-' (the E-Library and LawPhil scans of the 1960s).
    ['GR L-I9863, Apr. 29, 1964', 'G.R. No. L-19863, April 29, 1964'], // justmars/citation-docket README
    ['G.R. No. L-L9863, April 29, 1964', 'G.R. No. L-19863, April 29, 1964'], // shape
    ['G.R. No. L-I 9863, April 29, 1964', 'G.R. No. L-19863, April 29, 1964'], // shape
    // Several serials joined by '&' with the key repeated, one of them a range.
    ['G.R. No. 147062 & G.R. 147063-64, December 14, 2001', 'G.R. Nos. 147062 & 147063-64, December 14, 2001'], // shape of the caption of G.R. Nos. 147062-64 (starter library)
    ['A.M. Nos. P-13-3116 & P-13-3112, November 12, 2013', 'A.M. Nos. P-13-3116 & P-13-3112, November 12, 2013'], // citation-docket tests
    // A.M. with the Court Administrator's office as prefix, and its earlier number.
    ['A.M. No. O.C.A.-00-01 (Formerly O.C.A. I.P.I. No. 99-02-OCA) July 28, 1997', 'A.M. No. OCA-00-01, July 28, 1997'], // citation-docket tests
    // The upper-case abbreviation of older captions.
    ['ADM. MAT. NO. P-97-1241', 'A.M. No. P-97-1241'], // citation-docket regexes, quoted caption
    ['ADM. MAT. NO. 93-7-696-0', 'A.M. No. 93-7-696-0'], // shape
  ])('%s → %s', (text, canonical) => {
    expect(read(text)).toEqual([expect.objectContaining({ canonical, text })]);
  });

  it('keeps the earlier number of an O.C.A. matter as its former docket', () => {
    const [c] = extractCitations('A.M. No. O.C.A.-00-01 (Formerly O.C.A. I.P.I. No. 99-02-OCA) July 28, 1997');
    expect(c!.formerly).toEqual(['OCA IPI No. 99-02-OCA']);
    expect(c!.date).toBe('1997-07-28');
  });

  it.each([
    // Report volumes and pages with part letters; a pin range glued to the first page.
    ['148-A Phil. 448 (1971)', '148-A Phil. 448', 'phil:148a-448'], // G.R. No. 168155, February 15, 2007 (starter library)
    ['258-A Phil. 321-322 (1989)', '258-A Phil. 321', 'phil:258a-321'], // G.R. No. 207252, January 24, 2018 (starter library)
    ['284-A Phil. 143, 179 (1992)', '284-A Phil. 143', 'phil:284a-143'], // G.R. No. 220686, March 9, 2020 (starter library)
    ['100 SCRA 10-A', '100 SCRA 10-A', 'scra:100-10a'], // shape
    ['2-A SCRA 5', '2-A SCRA 5', 'scra:2a-5'], // shape
  ])('report %s → %s', (text, canonical, key) => {
    expect(extractCitations(text).map((c) => c.canonical)).toEqual([canonical]);
    expect(citationKeysFromQuery(text)).toEqual([key]);
  });

  it.each([
    ['196 SCRA 536, 544-545, April 30, 1991', '1991-04-30'], // G.R. No. 101771, December 17, 1996 (starter library)
    ['322 SCRA 462, 470-471, January 19, 2000', '2000-01-19'], // G.R. Nos. 140934-35, October 23, 2001 (starter library)
    ['40 SCRA 100, 105-106, May 2, 1971', '1971-05-02'], // shape
  ])('the date after a report and its pin range belongs to it: %s', (text, date) => {
    const [c] = extractCitations(text);
    expect(c!.date).toBe(date);
    expect(c!.text).toBe(text);
  });

  it.each([
    ['R.A. 9262, and BP 22', ['Republic Act No. 9262', 'Batas Pambansa Blg. 22']],
    ['P.D. No. 1529 and R.A. No. 386', ['Presidential Decree No. 1529', 'Republic Act No. 386']],
    ['Republic Act Nos. 386 & 7160', ['Republic Act Nos. 386 & 7160']],
  ])('a list ends where another kind begins: %s', (text, canonicals) => {
    expect(extractCitations(text).map((c) => c.canonical)).toEqual(canonicals);
  });

  it.each([['G.R. No. 5--'], ['G.R. No. 1--, Jan. 1, 2000'], ['99Phil.123'], ['136SCRA27']])(
    'rejects %s: no citation is extracted',
    (text) => {
      expect(extractCitations(text)).toEqual([]);
    },
  );
});

describe('citationsByWork', () => {
  it('gives each statute of a list its own span, and keeps a consolidated case whole', () => {
    const text = 'Republic Act Nos. 386 & 7160; G.R. Nos. 210001 & 210002, May 1, 2014';
    expect(citationsByWork(extractCitations(text)).map((c) => [c.canonical, text.slice(c.start, c.end)])).toEqual([
      ['Republic Act No. 386', 'Republic Act Nos. 386'],
      ['Republic Act No. 7160', '7160'],
      ['G.R. Nos. 210001 & 210002', 'G.R. Nos. 210001 & 210002, May 1, 2014'],
    ]);
  });
});
