import type { Database } from '@batas/db';
import type { DocumentInput } from '@batas/db/documents';
import { upsertDocuments } from '@batas/db/documents';

/**
 * A small library where ranking matters: every known item has competitors that cite it, share
 * its words or amend it, so a test passes only if the right document comes first, not merely
 * if it is found.
 */
const decision = (
  title: string,
  grNumber: string,
  dateDecided: string,
  content: string,
  extra: Partial<DocumentInput> = {},
): DocumentInput => ({
  title,
  documentType: 'Supreme Court Decision',
  citation: `G.R. No. ${grNumber}`,
  grNumber,
  dateDecided,
  content,
  source: 'test',
  ...extra,
});
const law = (
  title: string,
  documentType: string,
  citation: string,
  dateEnacted: string,
  content: string,
  extra: Partial<DocumentInput> = {},
): DocumentInput => ({
  title,
  documentType,
  citation,
  dateEnacted,
  content,
  source: 'test',
  ...extra,
});

export const FIXTURES = {
  tanadaTuvera: decision(
    'LORENZO M. TAÑADA, ET AL., PETITIONERS, VS. HON. JUAN C. TUVERA, ET AL., RESPONDENTS.',
    'L-63915',
    '1985-04-24',
    "Invoking the people's right to be informed on matters of public concern, petitioners seek publication in the Official Gazette of presidential decrees.",
    { lawCategory: 'Constitutional Law' },
  ),
  tanadaAngara: decision(
    'WIGBERTO E. TAÑADA, ET AL., PETITIONERS, VS. EDGARDO ANGARA, ET AL., RESPONDENTS.',
    '118295',
    '1997-05-02',
    'The emplacement of the World Trade Organization agreement is assailed as contrary to the policy of economic nationalism.',
    { lawCategory: 'Constitutional Law' },
  ),
  marcos: decision(
    'FERDINAND E. MARCOS, ET AL., PETITIONERS, VS. HONORABLE RAUL MANGLAPUS, ET AL., RESPONDENTS.',
    '88211',
    '1989-09-15',
    "The right to return to one's country is not among the rights specifically guaranteed in the Bill of Rights.",
  ),
  citing: decision(
    'PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. ROMEO SANTOS, ACCUSED-APPELLANT.',
    '230001',
    '2019-02-11',
    'As held in Tañada v. Tuvera, G.R. No. L-63915, laws must be published. Tañada v. Tuvera applies. The buy-bust team failed to observe Section 21 of Republic Act No. 9165; the chain of custody was broken. Republic Act No. 9165 requires the inventory. Batas Pambansa Blg. 22 and the Family Code and the Data Privacy Act and the Property Registration Decree were also invoked, as was Marcos v. Manglapus.',
    {
      summary: 'Tuvera and Tañada were cited; Republic Act No. 9165 chain of custody; B.P. Blg. 22.',
      lawCategory: 'Criminal Law',
      dateDecided: '2019-02-11',
    },
  ),
  scattered: decision(
    'PEOPLE OF THE PHILIPPINES, PLAINTIFF-APPELLEE, VS. ANA REYES, ACCUSED-APPELLANT.',
    '230002',
    '2020-06-01',
    'The custody of the accused was transferred. Later a chain was found in the car; no drug was seized.',
    { lawCategory: 'Criminal Law' },
  ),
  pena: decision(
    'JOSE PEÑA, PETITIONER, VS. COURT OF APPEALS, RESPONDENT.',
    '150300',
    '2005-08-10',
    'Estafa through misappropriation requires that the money be received in trust. The petitioner was convicted of estafa.',
    { lawCategory: 'Criminal Law' },
  ),
  swindling: decision(
    'MARIA LOPEZ, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.',
    '150301',
    '2006-01-10',
    'Swindling by false pretenses was alleged; the information charged fraud.',
    { lawCategory: 'Criminal Law' },
  ),
  escaping: decision(
    'CARLOS <b>BOLD</b> & SONS, PETITIONER, VS. BANK, RESPONDENT.',
    '150302',
    '2007-01-10',
    'The note read <script>alert("x")</script> & the estafa was "clear" as the trial court found.',
    { lawCategory: 'Commercial Law' },
  ),
  ra9165: law(
    'AN ACT INSTITUTING THE COMPREHENSIVE DANGEROUS DRUGS ACT OF 2002, REPEALING REPUBLIC ACT NO. 6425',
    'Republic Act',
    'Republic Act No. 9165',
    '2002-06-07',
    'SECTION 1. Short Title. – This Act shall be known and cited as the "Comprehensive Dangerous Drugs Act of 2002". SECTION 21. Custody and disposition of confiscated drugs; chain of custody.',
    { lawCategory: 'Criminal Law' },
  ),
  ra10173: law(
    'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS',
    'Republic Act',
    'Republic Act No. 10173',
    '2012-08-15',
    'SECTION 1. Short Title. – This Act shall be known as the "Data Privacy Act of 2012".',
    { lawCategory: 'Privacy' },
  ),
  ra386: law(
    'AN ACT TO ORDAIN AND INSTITUTE THE CIVIL CODE OF THE PHILIPPINES',
    'Republic Act',
    'Republic Act No. 386',
    '1949-06-18',
    'Article 1. This Act shall be known as the "Civil Code of the Philippines."',
    { lawCategory: 'Civil Law' },
  ),
  bp22: law(
    'AN ACT PENALIZING THE MAKING OR DRAWING AND ISSUANCE OF A CHECK WITHOUT SUFFICIENT FUNDS OR CREDIT',
    'Batas Pambansa',
    'Batas Pambansa Blg. 22',
    '1979-04-03',
    'SECTION 1. Checks without sufficient funds. – Any person who makes or draws and issues any check shall be punished.',
    { lawCategory: 'Criminal Law' },
  ),
  pd1529: law(
    'AMENDING AND CODIFYING THE LAWS RELATIVE TO REGISTRATION OF PROPERTY AND FOR OTHER PURPOSES',
    'Presidential Decree',
    'Presidential Decree No. 1529',
    '1978-06-11',
    'SECTION 1. Title of Decree. – This Decree shall be known as the PROPERTY REGISTRATION DECREE.',
    { lawCategory: 'Land Law' },
  ),
  eo209: law(
    'THE FAMILY CODE OF THE PHILIPPINES',
    'Executive Order',
    'Executive Order No. 209, s. 1987',
    '1987-07-06',
    'Article 1. Marriage is a special contract of permanent union between a man and a woman.',
    { lawCategory: 'Family Law' },
  ),
  eo227: law(
    'AMENDING ARTICLES 26, 36, AND 39 OF EXECUTIVE ORDER NO. 209, OTHERWISE KNOWN AS THE FAMILY CODE OF THE PHILIPPINES',
    'Executive Order',
    'Executive Order No. 227, s. 1987',
    '1987-07-17',
    'Article 36 of the Family Code is amended to read as follows.',
    { lawCategory: 'Family Law' },
  ),
} satisfies Record<string, DocumentInput>;

export type FixtureKey = keyof typeof FIXTURES;

/** Loads the fixtures through the importer's batch path; returns slug by fixture key. */
export async function loadFixtures(db: Database): Promise<Record<FixtureKey, string>> {
  const keys = Object.keys(FIXTURES) as FixtureKey[];
  const results = await upsertDocuments(
    db,
    keys.map((key) => FIXTURES[key]),
  );
  const slugs = {} as Record<FixtureKey, string>;
  results.forEach((result, index) => {
    if (result.status === 'failed') throw new Error(`fixture ${keys[index]} failed: ${result.error}`);
    slugs[keys[index]!] = result.slug;
  });
  return slugs;
}
