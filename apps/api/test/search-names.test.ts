import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDocuments, type DocumentInput } from '@batas/db/documents';
import { createTestApp } from './helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Names of laws and cases against the documents that quote them, the way a large library holds them: for each
 * named document, a crowd of decisions whose openings say 'Republic Act No. 9165, otherwise known as the
 * Comprehensive Dangerous Drugs Act of 2002', acts that amend it and say so in their titles, cases with the same
 * petitioner or the same respondent. The named document must come first.
 */
const statute = (citation: string, documentType: string, title: string, content: string): DocumentInput => ({
  title,
  documentType,
  citation,
  dateEnacted: '2002-06-07',
  content,
  source: 'test',
});
let serial = 400_000;
const decision = (title: string, content: string, dateDecided = '2015-03-02'): DocumentInput => ({
  title,
  documentType: 'Supreme Court Decision',
  citation: `G.R. No. ${++serial}`,
  grNumber: String(serial),
  dateDecided,
  content,
  source: 'test',
});
const accused = ['JUAN DELA CRUZ', 'PEDRO SANTOS', 'MARIA REYES', 'JOSE GARCIA', 'ANA BAUTISTA', 'LUIS MENDOZA'];

const LIBRARY: DocumentInput[] = [
  statute(
    'Republic Act No. 9165',
    'Republic Act',
    'AN ACT INSTITUTING THE COMPREHENSIVE DANGEROUS DRUGS ACT OF 2002, REPEALING REPUBLIC ACT NO. 6425, OTHERWISE KNOWN AS THE DANGEROUS DRUGS ACT OF 1972, AS AMENDED, PROVIDING FUNDS THEREFOR, AND FOR OTHER PURPOSES',
    'Section 1. Short Title. – This Act shall be known and cited as the "Comprehensive Dangerous Drugs Act of 2002". Section 2. Declaration of Policy. – It is the policy of the State to safeguard the integrity of its territory and the well-being of its citizenry.',
  ),
  statute(
    'Republic Act No. 10640',
    'Republic Act',
    'AN ACT TO FURTHER STRENGTHEN THE ANTI-DRUG CAMPAIGN OF THE GOVERNMENT, AMENDING FOR THE PURPOSE SECTION 21 OF REPUBLIC ACT NO. 9165, OTHERWISE KNOWN AS THE "COMPREHENSIVE DANGEROUS DRUGS ACT OF 2002"',
    'Section 1. Section 21 of Republic Act No. 9165, otherwise known as the "Comprehensive Dangerous Drugs Act of 2002", is hereby amended to read as follows.',
  ),
  statute(
    'Republic Act No. 10173',
    'Republic Act',
    'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS IN THE GOVERNMENT AND THE PRIVATE SECTOR, CREATING FOR THIS PURPOSE A NATIONAL PRIVACY COMMISSION, AND FOR OTHER PURPOSES',
    'SECTION 1. Short Title. – This Act shall be known as the "Data Privacy Act of 2012". SEC. 2. Declaration of Policy. – It is the policy of the State to protect the fundamental human right of privacy.',
  ),
  statute(
    'Batas Pambansa Blg. 22',
    'Batas Pambansa',
    'AN ACT PENALIZING THE MAKING OR DRAWING AND ISSUANCE OF A CHECK WITHOUT SUFFICIENT FUNDS OR CREDIT AND FOR OTHER PURPOSES',
    'Section 1. Checks without sufficient funds. – Any person who makes or draws and issues any check to apply on account or for value, knowing at the time of issue that he does not have sufficient funds, shall be punished.',
  ),
  ...accused.flatMap((name) => [
    decision(
      `PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. ${name}, ACCUSED-APPELLANT.`,
      `Accused-appellant ${name} was charged with violation of Section 5, Article II of Republic Act No. 9165, otherwise known as the Comprehensive Dangerous Drugs Act of 2002. The chain of custody of the seized shabu was not preserved.`,
    ),
    decision(
      `${name}, PETITIONER, VS. NATIONAL PRIVACY COMMISSION, RESPONDENT.`,
      `Petitioner invokes Republic Act No. 10173, otherwise known as the Data Privacy Act of 2012. The Data Privacy Act protects personal information; under the Data Privacy Act the Commission may order a halt.`,
    ),
    decision(
      `${name}, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.`,
      `Petitioner was convicted of violating Batas Pambansa Blg. 22, otherwise known as the Bouncing Checks Law. The Bouncing Checks Law punishes the issuance of a worthless check; the Bouncing Checks Law is malum prohibitum.`,
    ),
    decision(
      `${name}, PETITIONER, VS. GOVERNMENT SERVICE INSURANCE SYSTEM, RESPONDENT.`,
      `As held in Manila Prince Hotel v. GSIS, the Filipino First Policy is self-executing. Manila Prince Hotel v. GSIS governs; the GSIS sold the shares of the Manila Hotel.`,
    ),
  ]),
  decision(
    'MANILA PRINCE HOTEL, PETITIONER, VS. GOVERNMENT SERVICE INSURANCE SYSTEM, MANILA HOTEL CORPORATION, COMMITTEE ON PRIVATIZATION AND OFFICE OF THE GOVERNMENT CORPORATE COUNSEL, RESPONDENTS.',
    'The Filipino First Policy enshrined in the 1987 Constitution is invoked by petitioner in its bid to acquire 51% of the shares of the Manila Hotel Corporation.',
    '1997-02-03',
  ),
  decision(
    'MANILA PRINCE HOTEL, PETITIONER, VS. COURT OF APPEALS AND RENONG BERHAD, RESPONDENTS.',
    'Petitioner Manila Prince Hotel questions the resolution of the Court of Appeals on the bidding for the shares held by the GSIS.',
  ),
  decision(
    'FERDINAND E. MARCOS, ET AL., PETITIONERS, VS. HONORABLE RAUL MANGLAPUS, ET AL., RESPONDENTS.',
    "This case is unique. The right to return to one's country is not among the rights specifically guaranteed in the Bill of Rights.",
    '1989-09-15',
  ),
];

describe('search: the document a query names comes before those that quote its name', () => {
  let t: TestApp;
  const first = async (query: string, filters = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents?search=${encodeURIComponent(query)}${filters}`,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as {
      documents: Array<{ citation: string; title: string }>;
      correctedSearch?: string;
    };
    return { citation: data.documents[0]?.citation, titles: data.documents.map((d) => d.title), data };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const results = await upsertDocuments(t.db, LIBRARY);
    expect(results.filter((result) => result.status === 'failed')).toEqual([]);
  });
  afterAll(() => t.close());

  it.each([
    ['Comprehensive Dangerous Drugs Act of 2002', 'Republic Act No. 9165'],
    ['comprehensive dangerous drugs act', 'Republic Act No. 9165'],
    ['COMPREHENSIVE DANGEROUS DRUGS ACT OF 2004', 'Republic Act No. 9165'],
    ['Data Privacy Act', 'Republic Act No. 10173'],
    ['data privacy act of 2012', 'Republic Act No. 10173'],
    ['Bouncing Checks Law', 'Batas Pambansa Blg. 22'],
    ['bouncing check law', 'Batas Pambansa Blg. 22'],
    ['Bouncng Checks Law', 'Batas Pambansa Blg. 22'],
  ])('a law by its name: %s → %s', async (query, citation) => {
    const { citation: top, titles } = await first(query);
    expect(top, titles.slice(0, 3).join(' | ')).toBe(citation);
  });

  it('puts the decisions that quote the name after the law, and still finds them', async () => {
    const response = await first('Data Privacy Act');
    expect(response.citation).toBe('Republic Act No. 10173');
    expect(
      response.titles.slice(1).every((title) => title.endsWith('VS. NATIONAL PRIVACY COMMISSION, RESPONDENT.')),
    ).toBe(true);
    expect(response.titles).toHaveLength(1 + accused.length);
  });

  it.each([
    'Manila Prince Hotel v. GSIS',
    'manila prince hotel vs gsis',
    'Manila Prince Hotel versus Government Service Insurance System',
  ])('a case by its name: %s', async (query) => {
    const { titles } = await first(query);
    expect(titles[0]).toMatch(/^MANILA PRINCE HOTEL, PETITIONER, VS. GOVERNMENT SERVICE INSURANCE SYSTEM/);
  });

  it('keeps the filters: a name finds its law only among the types asked for', async () => {
    expect((await first('Data Privacy Act', '&documentType=Republic%20Act')).citation).toBe('Republic Act No. 10173');
    const decisions = await first('Data Privacy Act', '&documentType=Supreme%20Court%20Decision');
    expect(decisions.citation).not.toBe('Republic Act No. 10173');
    expect(decisions.titles.length).toBeGreaterThan(0);
  });

  it('searches a misspelled name as corrected when it found nothing, and says so', async () => {
    const { titles, data } = await first('Marcos v. Manglapuz');
    expect(titles[0]).toMatch(/^FERDINAND E. MARCOS/);
    expect(data.correctedSearch).toBe('Marcos v. Manglapus');
    expect((await first('Marcos v. Manglapus')).data.correctedSearch).toBeUndefined();
  });
});
