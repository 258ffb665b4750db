import { describe, expect, it } from 'vitest';
import { extractRelations, provisionsIn, readNumberWords, type RelationSource } from '../src/index.ts';
import fixtures from './data/relation-fixtures.json' with { type: 'json' };

interface Expected {
  kind: string;
  citation: string;
  provisions: string[];
  date?: string;
  partial?: boolean;
}

/** What a reader checks of a relation: its kind, the law, the provisions (and, where the table says, date and part). */
function summary(source: RelationSource) {
  return extractRelations(source).map((relation) => ({
    kind: relation.kind,
    citation: relation.target.canonical,
    provisions: relation.provisions,
    date: relation.target.date,
    partial: relation.partial,
  }));
}

describe('extractRelations on real titles and sections (test/data/relation-fixtures.json)', () => {
  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))('%s', (_name, fixture) => {
    const found = summary({
      role: fixture.role as RelationSource['role'],
      title: fixture.title,
      content: fixture.content,
      ownKeys: fixture.ownKeys,
    });
    const expected = (fixture.expected as Expected[]).map((want) => expect.objectContaining(want));
    expect(found).toEqual(expected);
  });
});

describe('extractRelations: what is never a relation', () => {
  it.each([
    [
      'a whereas clause telling history',
      'WHEREAS, Republic Act No. 7610 was amended by Republic Act No. 7658 in 1993;',
      [],
    ],
    [
      'an earlier amendment named with the law amended',
      'Section 5 of Republic Act No. 7610, as amended by Republic Act No. 7658, is hereby further amended to read as follows:',
      [{ kind: 'amends', citation: 'Republic Act No. 7610', provisions: ['Section 5'] }],
    ],
    [
      'the rules of a law, not the law',
      'The implementing rules and regulations of Republic Act No. 9165 are hereby amended.',
      [],
    ],
    [
      "the document's own number ('this Act' is never a citation)",
      'Republic Act No. 9231 is hereby amended as stated in this Act.',
      [],
    ],
    [
      'a law in a list of the same verb',
      'Presidential Decree No. 1, Letter of Instruction No. 2 and Executive Order No. 3 are hereby repealed.',
      [
        { kind: 'repeals', citation: 'Presidential Decree No. 1', provisions: [] },
        { kind: 'repeals', citation: 'Letter of Instruction No. 2', provisions: [] },
        { kind: 'repeals', citation: 'Executive Order No. 3', provisions: [] },
      ],
    ],
    [
      'the provisions of a law inconsistent with this one: a repeal in part',
      'The provisions of Presidential Decree No. 1866 which are inconsistent with this Act are hereby repealed.',
      [{ kind: 'repeals', citation: 'Presidential Decree No. 1866', provisions: [], partial: true }],
    ],
  ])('%s', (_name, content, expected) => {
    const found = summary({ role: 'statute', title: null, content, ownKeys: ['ra:9231'] });
    expect(found).toEqual(expected.map((want) => expect.objectContaining(want)));
  });

  it('reads a decision only in its dispositive part, and never a separate opinion after SO ORDERED', () => {
    const content = [
      'Petitioners ask that Republic Act No. 1234 be declared unconstitutional.',
      'WHEREFORE, the petition is DISMISSED. Republic Act No. 1234 is not unconstitutional.',
      'SO ORDERED.',
      'DISSENTING OPINION. WHEREFORE, I vote to declare Republic Act No. 1234 unconstitutional.',
    ].join('\n\n');
    expect(summary({ role: 'decision', title: null, content })).toEqual([]);
  });

  it('names the provisions a decision strikes down', () => {
    const content =
      'WHEREFORE, the petition is PARTLY GRANTED. Sections 8 and 9 of Republic Act No. 9006 are declared UNCONSTITUTIONAL. SO ORDERED.';
    expect(summary({ role: 'decision', title: null, content })).toEqual([
      expect.objectContaining({
        kind: 'declaresUnconstitutional',
        citation: 'Republic Act No. 9006',
        provisions: ['Section 8', 'Section 9'],
        partial: true,
      }),
    ]);
  });

  it('keeps every law of a title that amends fifty', () => {
    const laws = Array.from({ length: 50 }, (_, index) => `REPUBLIC ACT NO. ${1000 + index}`);
    const title = `AN ACT AMENDING ${laws.join(', ')}, AND FOR OTHER PURPOSES`;
    expect(summary({ role: 'statute', title, content: null })).toHaveLength(50);
  });
});

describe('readNumberWords', () => {
  it.each([
    ['Eight Thousand One Hundred Seventy-Seven', 8177],
    ['Seven Thousand Six Hundred Fifty-Nine', 7659],
    ['Three Hundred and Two', 302],
    ['Eleven Hundred Sixty-One', 1161],
    ['One hundred thirty', 130],
    ['Twenty', 20],
    ['Five Seven', null],
    ['Hundred', null],
  ])('%s → %s', (words, value) => {
    expect(readNumberWords(words)).toBe(value);
  });
});

describe('provisionsIn', () => {
  it.each([
    ['Section 21 of', ['Section 21']],
    ['Sections 2 and 3 of', ['Section 2', 'Section 3']],
    ['Article 26 of', ['Article 26']],
    ['SECTIONS 12, 12-A AND 14 OF', ['Section 12', 'Section 12-A', 'Section 14']],
    ['Sections 2 to 5 of', ['Section 2', 'Section 3', 'Section 4', 'Section 5']],
    ['paragraph (a) of Section 5, Article II of', ['Section 5', 'Article II']],
  ])('%s', (phrase, expected) => {
    expect(provisionsIn(phrase)).toEqual(expected);
  });
});

describe('extractRelations: lists, years and misreadings found measuring the whole library', () => {
  it.each([
    [
      // P.D. No. 938 (1976): the decrees after 'AS AMENDED BY' are earlier amendments, all of them.
      'FURTHER AMENDING CERTAIN SECTIONS OF REPUBLIC ACT NUMBERED SIXTY-THREE HUNDRED NINETY-FIVE ENTITLED, “AN ACT REVISING THE CHARTER OF THE NATIONAL POWER CORPORATION”, AS AMENDED BY PRESIDENTIAL DECREES NOS. 380, 395 AND 758',
      [{ kind: 'amends', citation: 'Republic Act No. 6395', partial: true }],
    ],
    [
      // Memorandum Order No. 71 (2014).
      'RECONSTITUTING THE INTERNAL AFFAIRS AND COMPLAINTS COMMITTEE IN THE OFFICE OF THE PRESIDENT AND AMENDING MEMORANDUM ORDER NO. 182, SERIES 2005, AS AMENDED BY MEMORANDUM ORDER NO. 295, SERIES 2009, MEMORANDUM ORDER NO. 10, SERIES 2010 AND MEMORANDUM ORDER NO. 19, SERIES 2011',
      [{ kind: 'amends', citation: 'Memorandum Order No. 182', year: 2005 }],
    ],
    [
      // Proclamation No. 379 (1994): the year read from 'DATED 10 OCTOBER 1929', the extractor's 'DATED-10' dropped.
      'REVOKING PROCLAMATION NO. 263, DATED 10 OCTOBER 1929, WHICH RESERVED FOR TOWNSITE PURPOSES CERTAIN PARCELS OF LAND',
      [{ kind: 'repeals', citation: 'Proclamation No. 263', year: 1929 }],
    ],
    [
      // P.D. No. 1758 (1981): '902-A' is not '902'.
      'AMENDING FURTHER SECTIONS 2, 3, 5, 6, AND 8 OF PRESIDENTIAL DECREE NO. 902-A',
      [{ kind: 'amends', citation: 'Presidential Decree No. 902-A' }],
    ],
    [
      // Executive Order No. 295 (2004): the code is the basis of the new rates, not what the order amends.
      'MODIFYING THE NOMENCLATURE AND RATES OF IMPORT DUTY ON SUGAR (HEADING 17.01) UNDER SECTION 104 OF THE TARIFF AND CUSTOMS CODE OF 1978 (PRESIDENTIAL DECREE NO. 1464), AS AMENDED',
      [],
    ],
  ])('%s', (title, expected) => {
    const found = extractRelations({ role: 'statute', title, content: null }).map((relation) => ({
      kind: relation.kind,
      citation: relation.target.canonical,
      partial: relation.partial,
      year: relation.target.year,
    }));
    expect(found).toEqual(expected.map((want) => expect.objectContaining(want)));
  });

  it('keeps the series name of a list in the sentence it quotes', () => {
    const [relation] = extractRelations({
      role: 'statute',
      title: null,
      content: 'SECTION 5. Batas Pambansa Blg. 13, 50 and 132 are hereby repealed.',
    });
    expect(relation?.context).toBe('Batas Pambansa Blg. 13, 50 and 132 are hereby repealed.');
  });
});

describe('extractRelations: the second measurement', () => {
  it.each([
    [
      // Republic Act No. 11462 (2019): one extracted list 'REPUBLIC ACT NO. 9340, REPUBLIC ACT NO. 10632, …' after 'AS AMENDED BY'.
      'AN ACT POSTPONING THE MAY 2020 BARANGAY AND SANGGUNIANG KABATAAN ELECTIONS, AMENDING FOR THE PURPOSE REPUBLIC ACT NO. 9164, AS AMENDED BY REPUBLIC ACT NO. 9340, REPUBLIC ACT NO. 10632, REPUBLIC ACT NO. 10656, REPUBLIC ACT NO. 10923 AND REPUBLIC ACT NO. 10952, AND FOR OTHER PURPOSES',
      [{ citation: 'Republic Act No. 9164' }],
    ],
    [
      // Executive Order No. 254 (1987): the series year in words.
      'AMENDING EXECUTIVE ORDER NUMBERED ONE HUNDRED THIRTEEN, SERIES OF NINETEEN HUNDRED FIFTY-FIVE',
      [{ citation: 'Executive Order No. 113', year: 1955 }],
    ],
    [
      // Executive Order No. 632 (2007): the series year in parentheses.
      'AMENDING EXECUTIVE ORDER NO. 273 (SERIES OF 2000) AND MANDATING A PRESIDENTIAL ASSISTANT',
      [{ citation: 'Executive Order No. 273', year: 2000 }],
    ],
    [
      // Executive Order No. 1004 (1985): 'FURTHER AMENDING' says what E.O. No. 972 did.
      'PRESCRIBING THE EFFECTIVE IMPLEMENTATION OF THE NATIONAL CIVIC ACTION PROGRAMS OF THE GOVERNMENT AS AN AMENDMENT TO EXECUTIVE ORDER NO. 972 FURTHER AMENDING EXECUTIVE ORDER NO. 767',
      [{ citation: 'Executive Order No. 972' }],
    ],
  ])('%s', (title, expected) => {
    const found = extractRelations({ role: 'statute', title, content: null }).map((relation) => ({
      citation: relation.target.canonical,
      year: relation.target.year,
    }));
    expect(found).toEqual(expected.map((want) => expect.objectContaining(want)));
  });

  it('a condition between the law and its verb is no amendment (Republic Act No. 8350, 1997)', () => {
    const content =
      'The rates shall be those of Section 2 of Executive Order No. 72, unless the latter enactment is amended or repealed, in which case the amendment or repeal shall be applicable thereto.';
    expect(extractRelations({ role: 'statute', title: null, content })).toEqual([]);
  });
});

describe('extractRelations: the third measurement', () => {
  it.each([
    [
      // Proclamation No. 1144 (2006): a law named in a 'WHICH' clause is what the amended one did.
      'AMENDING PROCLAMATION NO. 1187 DATED MARCH 27, 1998, WHICH GRANTED OWNERSHIP OF THE LAND, EMBRACED BY PROCLAMATION NO. 1453 DATED JUNE 30, 1975, IN FAVOR OF THE NATIONAL POLICE COMMISSION',
      null,
      ['Proclamation No. 1187'],
    ],
    [
      // Executive Order No. 109-A (2003): amended to conform with a law is no amendment of that law.
      'AMENDING EXECUTIVE ORDER NO. 109 DATED MAY 27, 2002 PRESCRIBING THE RULES AND PROCEDURES ON THE REVIEW AND APPROVAL OF ALL GOVERNMENT CONTRACTS TO CONFORM WITH REPUBLIC ACT NO. 9184, OTHERWISE KNOWN AS THE GOVERNMENT PROCUREMENT REFORM ACT',
      null,
      ['Executive Order No. 109'],
    ],
    [
      // Batas Pambansa Blg. 40 (1979): the laws excepted from the repealing clause.
      null,
      'All laws, rules and regulations inconsistent with this Act except for P.D. No. 711 and 1177, as amended, are hereby repealed or modified accordingly.',
      [],
    ],
  ])('%s %s', (title, content, expected) => {
    const found = extractRelations({ role: 'statute', title, content }).map((relation) => relation.target.canonical);
    expect(found).toEqual(expected);
  });

  it('reads a section named before a comma (Presidential Decree No. 552, 1974)', () => {
    const [relation] = extractRelations({
      role: 'statute',
      title: null,
      content:
        'Section 3, Republic Act Numbered Thirty-six Hundred and One is hereby repealed, except paragraphs one and eight thereof which are amended.',
    });
    expect(relation).toMatchObject({ kind: 'repeals', provisions: ['Section 3'], partial: true });
    expect(relation?.target.canonical).toBe('Republic Act No. 3601');
  });
});

describe('extractRelations: the fourth measurement', () => {
  it.each([
    [
      // Memorandum Order No. 772 (1983): earlier amendments dated 'of July 10, 1974' are one list.
      'Memorandum Order No. 395 dated October 19, 1973, as amended by Memorandum Order No. 438 of July 10, 1974, Memorandum Order No. 615 of April 27, 1978, and Memorandum Order No. 743 of December 21, 1981, is hereby further amended so as to designate the Director.',
      ['Memorandum Order No. 395'],
    ],
    [
      // Executive Order No. 170 (1938): the order revoked inside a quoted title is not what this order amends.
      'Executive Order No. 161, dated August 23, 1938, entitled “PROMULGATING REGULATIONS TO GOVERN THE COLLECTION OF DELINQUENT IRRIGATION FEES, AND REVOKING EXECUTIVE ORDER NO. 142, DATED FEBRUARY 15, 1938″ is hereby amended.',
      ['Executive Order No. 161'],
    ],
    [
      // Act No. 1709 (1907): a law 'as substituted by section three of' another.
      'The ninth paragraph of section seven of said Act Numbered Fifteen hundred and eighty-two, as substituted by section three of "Act Numbered Sixteen hundred and sixty-nine, is hereby amended to read as follows.',
      ['Act No. 1582'],
    ],
  ])('%s', (content, expected) => {
    const found = extractRelations({ role: 'statute', title: null, content }).map(
      (relation) => relation.target.canonical,
    );
    expect(found).toEqual(expected);
  });
});

describe('extractRelations: the fifth measurement', () => {
  it.each([
    [
      // Proclamation No. 1179 (1998).
      'AMENDING PROCLAMATION NO. 254 (S. 1929) RESERVING FOR THE USE OF THEN BUREAU OF CONSTABULARY, CERTAIN PARCELS OF LAND OF THE PUBLIC DOMAIN IN BAGUIO CITY, AND PROCLAMATION NO. 2313 (S. 1983), AS CONFIRMED BY PROCLAMATION NO. 920 (S. 1992), DECLARING CERTAIN PARCELS OF LAND IN BAGUIO TOWNSITE AS MILITARY RESERVATION',
      ['Proclamation No. 254', 'Proclamation No. 2313'],
    ],
    [
      // Presidential Decree No. 377 (1974).
      'AMENDING SECTION 12 OF COMMONWEALTH ACT NO. 137, AS AMENDED IN AS FAR AS IT AFFECTS EXECUTIVE ORDER NO. 63 DATED JUNE 25, 1914, AND SUPPLEMENTING PRESIDENTIAL DECREE NO. 295',
      ['Commonwealth Act No. 137'],
    ],
    [
      // Act No. 1112 (1904): amendments to an ordinance enacted in pursuance of an Act.
      'AN ACT PROVIDING FOR CERTAIN AMENDMENTS TO ORDINANCE NUMBERED FORTY-FOUR OF THE MUNICIPAL BOARD OF MANILA, ENACTED IN PURSUANCE OF ACT NUMBERED FOUR HUNDRED AND EIGHTY-FOUR OF THE PHILIPPINE COMMISSION',
      [],
    ],
  ])('%s', (title, expected) => {
    const found = extractRelations({ role: 'statute', title, content: null }).map(
      (relation) => relation.target.canonical,
    );
    expect(found).toEqual(expected);
  });

  it('a law named as the basis of an order is not what the order amends (Proclamation No. 37, 1986)', () => {
    const content =
      'In consonance with Proclamation No. 36, I, CORAZON C. AQUINO, President of the Philippines, do hereby order: SECTION 1.Section 14 of Proclamation No. 9 is hereby amended to read as follows:';
    expect(extractRelations({ role: 'statute', title: null, content }).map((r) => r.target.canonical)).toEqual([
      'Proclamation No. 9',
    ]);
  });

  it('a minority keeping its view is no declaration (G.R. Nos. 134823-25, 2003)', () => {
    const content =
      'WHEREFORE, the judgment is AFFIRMED. Three Justices of the Court maintain their position that R.A. No. 7659 is unconstitutional insofar as it prescribes the death penalty; nevertheless they submit to the ruling of the majority. SO ORDERED.';
    expect(extractRelations({ role: 'decision', title: null, content })).toEqual([]);
  });

  it('a title repealing a paragraph repeals in part (Act No. 643, 1903)', () => {
    const [relation] = extractRelations({
      role: 'statute',
      title:
        'AN ACT REPEALING PARAGRAPH (B) OF SECTION ONE OF ACT NUMBERED THREE HUNDRED AND THIRTY-EIGHT, RELATING TO SALARIES',
      content: null,
    });
    expect(relation).toMatchObject({ kind: 'repeals', partial: true });
  });
});

describe('declaresUnconstitutional: a declaration, not a discussion (measured on the library)', () => {
  it.each([
    // G.R. No. L-20479 (1925): another court's declaration, told.
    'The appeal has no merit. On legal principle, Act No. 2972 was declared unconstitutional by the Supreme Court of the United States; the rule stands. SO ORDERED.',
    // G.R. No. L-25573 (1968): an earlier decision of the Court, told.
    'The petition fails: as early as August 31, 1959, we had declared that Republic Act No. 1383 is unconstitutional, insofar as it authorizes the taking of local waterworks systems. SO ORDERED.',
    // G.R. No. L-15484 (1963): the trial court's grounds, weighed.
    'The fourth and fifth grounds relied upon by the trial court to hold the amendatory Act, Commonwealth Act No. 456, unconstitutional, are also unmeritorious. SO ORDERED.',
  ])('%s', (content) => {
    expect(extractRelations({ role: 'decision', title: null, content })).toEqual([]);
  });

  it.each([
    // People v. Vera (1937).
    [
      'Act No. 4221 is hereby declared unconstitutional and void and the writ of prohibition is, accordingly, granted. SO ORDERED.',
      'Act No. 4221',
    ],
    // People v. Pomar (1924).
    [
      'For all of the foregoing reasons, we are fully persuaded, under the facts and the law, that the provisions of section 13, of Act No. 3071 of the Philippine Legislature, are unconstitutional and void. SO ORDERED.',
      'Act No. 3071',
    ],
  ])('%s', (content, law) => {
    expect(extractRelations({ role: 'decision', title: null, content }).map((r) => r.target.canonical)).toEqual([law]);
  });
});

describe('extractRelations: the sixth measurement', () => {
  it('proposed amendments to a law amend nothing (Memorandum Order No. 18, 2011)', () => {
    const title =
      'CREATING A TECHNICAL WORKING GROUP TO STUDY AND CONSOLIDATE PROPOSED AMENDMENTS TO REPUBLIC ACT NO. 9165, OTHERWISE KNOWN AS THE “COMPREHENSIVE DANGEROUS DRUGS ACT”';
    expect(extractRelations({ role: 'statute', title, content: null })).toEqual([]);
  });

  it('a name and its year are not Act No. 1972 (Republic Act No. 7659, 1993)', () => {
    const content =
      'Sections 3, 4, 5, 7, 8 and 9, of Article II of Republic Act No. 6425, as amended, known as the Dangerous Drugs Act 1972, are hereby amended to read as follows:';
    expect(extractRelations({ role: 'statute', title: null, content }).map((r) => r.target.canonical)).toEqual([
      'Republic Act No. 6425',
    ]);
  });
});

it('keeps every Act of a long repealing list (Act No. 3815, the Revised Penal Code)', () => {
  const content =
    'the present Penal Code, the Provisional Law for the application of its provisions, and Acts Nos. 277, 292, 480, 518, 519, 899, 1121 and 1438 are hereby repealed.';
  expect(extractRelations({ role: 'statute', title: null, content }).map((r) => r.target.canonical)).toHaveLength(8);
});

describe('extractRelations: the final measurement', () => {
  it('a participle after a law ends the clause (Presidential Decree No. 1654, 1979)', () => {
    const title =
      'AMENDING CERTAIN SECTIONS OF PRESIDENTIAL DECREE NO. 1281 REVISING COMMONWEALTH ACT NO. 136, CREATING THE BUREAU OF MINES, AND FOR OTHER PURPOSES';
    expect(extractRelations({ role: 'statute', title, content: null }).map((r) => r.target.canonical)).toEqual([
      'Presidential Decree No. 1281',
    ]);
  });

  it('reads the year of a garbled date (Proclamation No. 8, 1962)', () => {
    const [relation] = extractRelations({
      role: 'statute',
      title: null,
      content: 'Proclamation No. 365, dated February .3, 1953, is hereby revoked.',
    });
    expect(relation?.target.year).toBe(1953);
  });
});
