import { describe, expect, it } from 'vitest';
import {
  chooseByDate,
  citationKeys,
  citationKeysFromQuery,
  docketSerialsMatch,
  documentIdentityKey,
  formatCitation,
  parseCitation,
  type ParsedCitation,
} from '../src/citations/index.ts';

function parse(text: string): ParsedCitation {
  const result = parseCitation(text);
  if (!result.ok) throw new Error(result.reason);
  return result.citation;
}

describe('parseCitation tolerance', () => {
  it.each([
    // kind, serials, date
    ['G.R. No. 63915', 'GR', ['63915'], null],
    ['g.r. no. l‑63915, april 24, 1985', 'GR', ['L-63915'], '1985-04-24'],
    ['G.R. No. 147033 ,  2003-04-30', 'GR', ['147033'], '2003-04-30'],
    ['G.R. No. 147033 dated Sept. 30, 2003', 'GR', ['147033'], '2003-09-30'],
    ['G.R. Nos. 1 / 2 / 3', 'GR', ['1', '2', '3'], null],
    ['G.R. No. 0147033', 'GR', ['147033'], null],
    ['GR 63915', 'GR', ['63915'], null],
    ['A.M. No. P-05-2086 (A)', 'AM', ['P-05-2086-A'], null],
    ['RTJ-00-1593, October 16, 2000', 'AM', ['RTJ-00-1593'], '2000-10-16'],
    ['A.M. OCA IPI No. 11-3589-RTJ', 'OCA_IPI', ['11-3589-RTJ'], null],
    ['AM OCA No. 05-2-101-RTC', 'OCA_IPI', ['05-2-101-RTC'], null],
    ['A.C. - CBD No. 471', 'AC', ['CBD-471'], null],
    ['Administrative Case 9574, June 21, 2016', 'AC', ['9574'], '2016-06-21'],
    ['JIB FPI No. 22-001-P', 'JIB', ['22-001-P'], null],
    ['P.E.T. Case No. 002', 'PET', ['002'], null],
    ['UDK No. 14071', 'UDK', ['14071'], null],
    ['Republic Act (RA) No. 9165', 'REPUBLIC_ACT', ['9165'], null],
    ['Presidential Decree (P.D.) No. 1529', 'PRESIDENTIAL_DECREE', ['1529'], null],
    ['Batas Blg. 22', 'BATAS_PAMBANSA', ['22'], null],
    ['E.O. 209', 'EXECUTIVE_ORDER', ['209'], null],
    ['Letters of Instruction No. 1416', 'LETTER_OF_INSTRUCTION', ['1416'], null],
    ['Memorandum Order No. 12', 'MEMORANDUM_ORDER', ['12'], null],
    ['Presidential Proclamation No. 1017', 'PROCLAMATION', ['1017'], null],
    ['the Revised Penal Code (Act No. 3815)', 'ACT', ['3815'], null],
    ['General Order No. 1', 'GENERAL_ORDER', ['1'], null],
  ])('%s', (text, kind, serials, date) => {
    const c = parse(text);
    expect([c.kind, c.serials, c.date]).toEqual([kind, serials, date]);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['G.R. No. ---', 'no number'],
    ['G.R. No.', 'no number'],
    ['Republic Act No. 0', 'zero'],
    ['Presidential Decree No. 2500', 'past the last decree'],
    ['An Act No. 14', 'long title, not an Act'],
    ['act 3815', 'lower-case bare "act" is a word'],
    ['I AM 25 YEARS OLD', 'a word, not A.M.'],
    ['The meeting is at 10:30 a.m. 5 people came', 'a time, not A.M.'],
    ['Tanada v. Tuvera', 'a case name, no citation'],
  ])('rejects %j (%s) with a reason', (text) => {
    const result = parseCitation(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/\w/);
  });

  it('never takes a Court of Appeals docket for a Supreme Court one', () => {
    for (const text of [
      'CA-G.R. SP No. 12345',
      'CA G.R. No. L-363',
      'C.A.-G.R. CV No. 5',
      'CA-G.R. CR-H.C. No. 01234',
    ]) {
      const c = parse(text);
      expect(c.kind, text).toBe('CA_GR');
      expect(c.supremeCourt).toBe(false);
      expect(citationKeysFromQuery(text).some((key) => key.startsWith('gr:'))).toBe(false);
    }
    expect(parse('CA-G.R. SP No. 12345').canonical).toBe('CA-G.R. SP No. 12345');
  });

  it('keeps the date off when it is impossible or outside 1900-2299', () => {
    expect(parse('G.R. No. 1, February 29, 2001').date).toBeNull();
    expect(parse('G.R. No. 1, January 5, 1850').date).toBeNull();
  });

  it('marks numbers that name several documents', () => {
    expect(parse('EO 1').ambiguous).toBeDefined();
    expect(parse('Executive Order No. 1, February 28, 1986').ambiguous).toBeUndefined();
    expect(parse('C.A. No. 141, June 1, 1950').ambiguous).toMatch(/Court of Appeals/);
  });

  it('names the Supreme Court rule behind an A.M. or B.M. number', () => {
    expect(parse('A.M. No. 07-9-12-SC').rule).toBe('Rule on the Writ of Amparo');
    expect(parse('A.M. No. 07-9-12-SC (Rule on the Writ of Amparo)').serials).toEqual(['07-9-12-SC']);
    expect(parse('A.M. No. 07-9-13-SC').rule).toBeUndefined();
  });

  it('does not merge two cases of the same kind that carry different dates', () => {
    expect(parse('G.R. No. 1, Jan 1 2000; G.R. No. 2, Feb 2, 2001').serials).toEqual(['1']);
  });
});

describe('formatCitation', () => {
  it.each([
    [{ kind: 'GR', serials: ['L-63915'] }, 'G.R. No. L-63915'],
    [{ kind: 'GR', serials: ['146710-15'] }, 'G.R. Nos. 146710-15'],
    [{ kind: 'GR', serials: ['1', '2', '3'] }, 'G.R. Nos. 1, 2 & 3'],
    [{ kind: 'AM', serials: ['RTJ-16-2460'] }, 'A.M. No. RTJ-16-2460'],
    [{ kind: 'UDK', serials: ['15143'] }, 'UDK 15143'],
    [{ kind: 'BATAS_PAMBANSA', serials: ['22', '129'] }, 'Batas Pambansa Blg. 22 & 129'],
    [{ kind: 'PRESIDENTIAL_DECREE', serials: ['1-A'] }, 'Presidential Decree No. 1-A'],
    [{ kind: 'SCRA', serials: [], volume: 136, page: 27 }, '136 SCRA 27'],
    [{ kind: 'OG', serials: [], volume: 49, page: 2740, issue: '7' }, '49 O.G. No. 7, 2740'],
  ] as const)('%j → %s', (parts, expected) => {
    expect(formatCitation(parts as unknown as ParsedCitation)).toBe(expected);
  });
});

describe('citation keys', () => {
  it.each([
    [{ citation: 'G.R. No. L-63915' }, ['gr:63915']],
    [{ grNumber: '63915' }, ['gr:63915']],
    [{ citation: 'G.R. Nos. 123 & 456' }, ['gr:123', 'gr:456']],
    [{ citation: 'G.R. Nos. 201225-26' }, ['gr:201225-26', 'gr:201225', 'gr:201226']],
    [{ citation: 'R.A. No. 9165' }, ['ra:9165']],
    [{ citation: 'Batas Pambansa Blg. 22' }, ['bp:22']],
    [{ citation: 'P.D. No. 1529' }, ['pd:1529']],
    [{ citation: 'E.O. No. 209' }, ['eo:209']],
    [{ citation: 'A.M. No. RTJ-16-2460' }, ['am:rtj-16-2460']],
    [{ citation: '326 Phil. 38' }, ['phil:326-38']],
    [{ citation: 'G.R. No. L-63915, April 24, 1985, 136 SCRA 27' }, ['gr:63915', 'scra:136-27']],
    [{ citation: '9165', documentType: 'Republic Act' }, ['ra:9165']],
    [{ title: 'Tañada v. Tuvera' }, []],
  ])('%j → %j', (doc, keys) => {
    expect(citationKeys(doc)).toEqual(keys);
  });

  it.each([
    ['BP 22', 'bp:22'],
    ['B.P. Blg. 22', 'bp:22'],
    ['Batas Pambansa Bilang 22', 'bp:22'],
    ['bp22', 'bp:22'],
    ['RA 9165', 'ra:9165'],
    ['R.A. No. 9165', 'ra:9165'],
    ['Republic Act 9165', 'ra:9165'],
    ['ra 9165 drugs', 'ra:9165'],
    ['PD 1529', 'pd:1529'],
    ['EO 209', 'eo:209'],
    ['G.R. No. 63915', 'gr:63915'],
    ['GR 63915', 'gr:63915'],
    ['L-63915', 'gr:63915'],
    ['gr no 63915', 'gr:63915'],
    ['136 SCRA 27', 'scra:136-27'],
  ])('query %j → %s', (query, key) => {
    expect(citationKeysFromQuery(query)).toEqual([key]);
  });

  it('finds no key in plain words', () => {
    expect(citationKeysFromQuery('Tanada v. Tuvera publication of laws')).toEqual([]);
    expect(citationKeysFromQuery('')).toEqual([]);
  });
});

describe('documentIdentityKey', () => {
  it.each([
    [{ citation: 'G.R. No. L-63915', dateDecided: '1985-04-24' }, 'gr:63915:1985-04-24'],
    [{ grNumber: '63915', dateDecided: '1985-04-24T00:00:00.000Z' }, 'gr:63915:1985-04-24'],
    [{ citation: 'G.R. No. 63915, April 24, 1985' }, 'gr:63915:1985-04-24'],
    [{ citation: 'Republic Act No. 9165' }, 'ra:9165'],
    [{ citation: 'CA-G.R. SP No. 12345' }, 'ca-gr:sp-12345'],
    [{ title: 'Tañada v. Tuvera', dateDecided: '1985-04-24' }, null],
    [{ citation: '136 SCRA 27' }, null],
  ])('%j → %s', (doc, key) => {
    expect(documentIdentityKey(doc)).toBe(key);
  });
});

describe('chooseByDate', () => {
  const docs = [{ date: '1994-07-25' }, { date: '1996-03-04' }, { date: '2015-01-21' }];
  it.each([
    ['1996-03-04', 'match', '1996-03-04'],
    ['1996-03-03', 'match', '1996-03-04'],
    ['1996-03-06', 'none', null],
    [null, 'ambiguous', null],
  ] as const)('wanted %s → %s', (wanted, outcome, date) => {
    const choice = chooseByDate(docs, wanted);
    expect(choice.outcome).toBe(outcome);
    if (choice.outcome === 'match') expect(choice.match.date).toBe(date);
    else expect(choice.candidates[0]!.date).toBe('2015-01-21');
  });

  it('takes the only candidate when no date is asked, and calls a tie ambiguous', () => {
    expect(chooseByDate([{ date: '2000-01-01' }], null).outcome).toBe('match');
    expect(chooseByDate([{ date: '2000-01-01' }, { date: '2000-01-03' }], '2000-01-02').outcome).toBe('ambiguous');
    expect(chooseByDate([], '2000-01-02').outcome).toBe('none');
  });
});

describe('docketSerialsMatch', () => {
  it.each([
    ['GR', '63915', 'L-63915', '1986-12-29', true],
    ['GR', 'L-74910', '74910', '1988-08-10', true],
    ['GR', '7529', 'L-7529', '1912-11-01', false],
    ['GR', '063915', '63915', null, true],
    ['AM', 'rtj-16-2460', 'RTJ-16-2460', null, true],
    ['AM', '16-2460', 'RTJ-16-2460', null, false],
  ] as const)('%s %s vs %s (%s) → %s', (kind, requested, stored, date, expected) => {
    expect(docketSerialsMatch(kind, requested, stored, date)).toBe(expected);
  });
});
