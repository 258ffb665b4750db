import { describe, expect, it } from 'vitest';
import { CITATION_KINDS, KINDS, type CitationKind } from '../src/citations/index.ts';
import {
  buildDocumentSlug,
  documentLinkId,
  parseDocumentSlug,
  slugFromParts,
  titleSlug,
  type SlugLookup,
} from '../src/slugs/index.ts';

describe('buildDocumentSlug', () => {
  it.each([
    // L- numbers keep their L: pre-war G.R. No. 7529 and L-7529 are different cases (see citation-slug.ts).
    [{ citation: 'G.R. No. L-63915', dateDecided: '1985-04-24' }, 'GR-L-63915-1985-04-24'],
    [{ grNumber: 'L-63915', dateDecided: '1985-04-24T00:00:00.000Z' }, 'GR-L-63915-1985-04-24'],
    [{ grNumber: '63915' }, 'GR-63915'],
    [{ grNumber: 'G.R. Nos. 146710-15' }, 'GR-146710-15'],
    [{ citation: 'G.R. Nos. 91865-66 and G.R. Nos. 92439-40, 6 July 1993' }, 'GR-91865-66-1993-07-06'],
    [{ citation: 'A.C. No. 7054' }, 'AC-7054'],
    [{ citation: 'A.M. No. RTJ-16-2460', dateDecided: '2017-01-10' }, 'AM-RTJ-16-2460-2017-01-10'],
    [{ citation: 'UDK-15143' }, 'UDK-15143'],
    [{ citation: 'R.A. No. 9165', dateEnacted: '2002-06-07' }, 'REPUBLIC_ACT-9165-2002-06-07'],
    [{ citation: '9165', documentType: 'Republic Act' }, 'REPUBLIC_ACT-9165'],
    [{ citation: 'PD 1529' }, 'PRESIDENTIAL_DECREE-1529'],
    [{ citation: 'E.O. No. 209' }, 'EXECUTIVE_ORDER-209'],
    [{ citation: 'B.P. Blg. 22' }, 'BATAS_PAMBANSA-22'],
    [{ citation: 'Commonwealth Act No. 141' }, 'COMMONWEALTH_ACT-141'],
    [{ citation: 'B.M. No. 1222' }, 'BM-1222'],
    [{ citation: 'OCA IPI No. 10-3450-P' }, 'OCA_IPI-10-3450-P'],
    [{ citation: 'JIB FPI No. 22-001-P' }, 'JIB-22-001-P'],
    [{ citation: 'Act No. 496' }, 'ACT-496'],
    [{ citation: 'LOI 474' }, 'LETTER_OF_INSTRUCTION-474'],
    [{ citation: 'CA-G.R. SP No. 12345' }, 'CA_GR-SP-12345'],
    [{ title: 'REPUBLIC ACT NO. 10173 - DATA PRIVACY ACT OF 2012' }, 'REPUBLIC_ACT-10173'],
    [{ citation: 'NAR Vol. 5 No. 12', dateEnacted: '1990-01-02' }, 'DOC-12-1990-01-02'],
    [{ title: 'Tañada v. Tuvera' }, 'tanada-v-tuvera'],
    [
      { title: 'The 1987 Constitution of the Republic of the Philippines — full text' },
      'the-1987-constitution-of-the-republic-of-the-phili',
    ],
    [{ citation: '63 Phil. 139', title: 'Angara v. Electoral Commission' }, 'angara-v-electoral-commission'],
    [{}, ''],
  ])('%j → %s', (doc, expected) => {
    const slug = buildDocumentSlug(doc);
    expect(slug).toBe(expected);
    expect(slug).toMatch(/^[A-Za-z0-9_-]*$/);
  });

  it('caps title slugs at 50 characters without a trailing hyphen, and adds the year only when asked', () => {
    const doc = { title: 'An Act Providing for a Comprehensive Law on Data Privacy', dateEnacted: '2012-08-15' };
    expect(buildDocumentSlug(doc).length).toBeLessThanOrEqual(50);
    expect(buildDocumentSlug(doc)).not.toMatch(/-$/);
    expect(buildDocumentSlug(doc, { titleYear: true })).toMatch(/-2012$/);
  });
});

describe('parseDocumentSlug', () => {
  const citation = (lookup: SlugLookup) => {
    if (lookup.type !== 'citation') throw new Error(`not a citation: ${JSON.stringify(lookup)}`);
    return lookup;
  };

  it.each([
    ['GR-63915-1985-04-24', 'GR', '63915', '1985-04-24', 'G.R. No. 63915', false],
    ['GR-L-63915-1985-04-24', 'GR', 'L-63915', '1985-04-24', 'G.R. No. L-63915', false],
    ['gr-l-63915-1985-04-24', 'GR', 'L-63915', '1985-04-24', 'G.R. No. L-63915', true],
    ['GR-0147033', 'GR', '147033', null, 'G.R. No. 147033', true],
    ['GR-146710-15-2001-03-02', 'GR', '146710-15', '2001-03-02', 'G.R. Nos. 146710-15', false],
    ['AC-9094-2014-01-13', 'AC', '9094', '2014-01-13', 'A.C. No. 9094', false],
    ['am-rtj-16-2460', 'AM', 'RTJ-16-2460', null, 'A.M. No. RTJ-16-2460', true],
    ['UDK-15143', 'UDK', '15143', null, 'UDK 15143', false],
    ['REPUBLIC_ACT-9165', 'REPUBLIC_ACT', '9165', null, 'Republic Act No. 9165', false],
    ['RA-9165', 'REPUBLIC_ACT', '9165', null, 'Republic Act No. 9165', true],
    ['PRESIDENTIAL_DECREE-1529', 'PRESIDENTIAL_DECREE', '1529', null, 'Presidential Decree No. 1529', false],
    ['EXECUTIVE_ORDER-209', 'EXECUTIVE_ORDER', '209', null, 'Executive Order No. 209', false],
    ['BATAS_PAMBANSA-22', 'BATAS_PAMBANSA', '22', null, 'Batas Pambansa Blg. 22', false],
    ['COMMONWEALTH_ACT-141', 'COMMONWEALTH_ACT', '141', null, 'Commonwealth Act No. 141', false],
    ['LOI-474', 'LETTER_OF_INSTRUCTION', '474', null, 'Letter of Instruction No. 474', true],
    [
      'MEMORANDUM_CIRCULAR-2020-018',
      'MEMORANDUM_CIRCULAR',
      '2020-018',
      null,
      'Memorandum Circular No. 2020-018',
      false,
    ],
    ['DOC-12', 'DOC', '12', null, 'DOC 12', false],
    ['G.R.%20No.%20L-63915%2C%20April%2024%2C%201985', 'GR', 'L-63915', '1985-04-24', 'G.R. No. L-63915', true],
    ['Republic Act 9165', 'REPUBLIC_ACT', '9165', null, 'Republic Act No. 9165', true],
    ['G.R.+No.+147033', 'GR', '147033', null, 'G.R. No. 147033', true],
    ['GR-147033-2003-4-30', 'GR', '147033', '2003-04-30', 'G.R. No. 147033', true],
    ['AM-06-11-392-METC', 'AM', '06-11-392-METC', null, 'A.M. No. 06-11-392-METC', false],
  ] as const)('%s', (slug, kind, serial, date, text, redirect) => {
    const lookup = citation(parseDocumentSlug(slug));
    expect([lookup.kind, lookup.serial, lookup.date, lookup.citationText, lookup.redirect]).toEqual([
      kind,
      serial,
      date,
      text,
      redirect,
    ]);
  });

  it('uses the fallback text for an unknown upper-case prefix', () => {
    const lookup = citation(parseDocumentSlug('NATIONAL_ADMIN_REGISTER-12-2001-02-03'));
    expect([lookup.kind, lookup.citationText, lookup.date, lookup.searchNumber]).toEqual([
      null,
      'NATIONAL ADMIN REGISTER 12',
      '2001-02-03',
      '12',
    ]);
  });

  it.each([
    ['GR-123456-2020-02-30', 'impossible date'],
    ['GR-123456-20200115', 'not a G.R. number shape'],
    ['GR--2020-01-15', 'empty number'],
    ['BATAS_PAMBANSA-900', 'number past the series'],
    ['GR-0', 'zero'],
    ['RA-9165-COMPREHENSIVE', 'a word is not part of a number'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (slug) => {
    expect(parseDocumentSlug(slug).type).toBe('invalid');
  });

  it.each([
    ['tanada-v-tuvera-1985', ['tanada', 'tuvera'], '1985'],
    ['people-of-the-philippines-vs-juan-dela-cruz', ['people', 'philippines', 'juan'], null],
    ['commission-on-elections-en-banc-petitioner-vs-abc-corp', ['abc', 'corp'], null],
    ['act-of-congress', ['act', 'congress'], null],
    ['ra-9165-comprehensive-dangerous-drugs-act', ['comprehensive', 'dangerous', 'drugs'], null],
  ])('title slug %s → %j', (slug, words, year) => {
    expect(parseDocumentSlug(slug)).toEqual({
      type: 'title',
      titleWords: words,
      year,
      searchText: slug.replace(/-/g, ' '),
    });
  });

  it('reads doc-{id} and gives a hyphens-as-spaces search text for the last lookup step', () => {
    expect(parseDocumentSlug('doc-65f1c0ffee')).toEqual({
      type: 'docId',
      docId: '65f1c0ffee',
      searchText: 'doc 65f1c0ffee',
    });
  });

  describe('inverts buildDocumentSlug for every kind that has slugs', () => {
    const samples: Partial<Record<CitationKind, string>> = {
      GR: 'L-63915',
      AM: 'RTJ-16-2460',
      AC: 'CBD-174',
      BM: '1222',
      UDK: '15143',
      JIB: '24-131-MTJ',
      PET: '003',
      OCA_IPI: '10-3450-P',
      CA_GR: '33045-R',
      CA_CASE: '4142',
      REPUBLIC_ACT: '9165',
      PRESIDENTIAL_DECREE: '570-A',
      EXECUTIVE_ORDER: '1',
      BATAS_PAMBANSA: '22',
      COMMONWEALTH_ACT: '613',
      ACT: '496',
      LETTER_OF_INSTRUCTION: '474',
      LETTER_OF_IMPLEMENTATION: '7',
      ADMINISTRATIVE_ORDER: '3',
      MEMORANDUM_CIRCULAR: '2020-018',
      MEMORANDUM_ORDER: '12',
      PROCLAMATION: '1081',
      GENERAL_ORDER: '58',
      VETO_MESSAGE: '11534',
      SC_CIRCULAR: '19',
      SC_ADMIN_CIRCULAR: '12-2000',
      OCA_CIRCULAR: '39-02',
      DOC: '12',
    };
    const kinds = CITATION_KINDS.filter((kind) => KINDS[kind].slugPrefix);
    it('has a sample for each', () => expect(kinds.filter((kind) => !samples[kind])).toEqual([]));
    it.each(
      kinds.flatMap(
        (kind) =>
          [
            [kind, null],
            [kind, '1999-12-31'],
          ] as const,
      ),
    )('%s with date %s', (kind, date) => {
      const slug = slugFromParts(kind, samples[kind]!, date)!;
      const lookup = citation(parseDocumentSlug(slug));
      expect([lookup.kind, lookup.serial, lookup.date, lookup.redirect]).toEqual([kind, samples[kind], date, false]);
    });
  });
});

describe('documentLinkId', () => {
  it.each([
    [{ slug: 'GR-L-63915-1985-04-24', _id: '1' }, 'GR-L-63915-1985-04-24'],
    [{ grNumber: 'L-63915', dateDecided: '1985-04-24', _id: '1' }, 'GR-L-63915-1985-04-24'],
    [{ citation: 'Republic Act No. 9165', dateEnacted: '2002-06-07', _id: '1' }, 'REPUBLIC_ACT-9165-2002-06-07'],
    [{ title: 'Tañada v. Tuvera', dateDecided: '1985-04-24', _id: '1' }, 'tanada-v-tuvera-1985'],
    [{ title: '', _id: '65f1' }, 'doc-65f1'],
    [{ id: 42 }, 'doc-42'],
    [{}, ''],
  ])('%j → %s', (doc, expected) => {
    expect(documentLinkId(doc)).toBe(expected);
  });
});

describe('titleSlug', () => {
  it('folds accents, lowercases and hyphenates', () => {
    expect(titleSlug('  Osmeña v. COMELEC (En Banc)  ')).toBe('osmena-v-comelec-en-banc');
    expect(titleSlug(null)).toBe('');
  });
});
