import type { DocumentInput } from '../../../packages/db/src/documents/document-input.ts';

/**
 * Known items planted at the start of the benchmark corpus (and reused by the relevance tests):
 * the query mix looks them up by citation and by name, so their numbers are the real ones.
 */
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
  source: 'bench',
  ...extra,
});
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
  source: 'bench',
  ...extra,
});

export const LANDMARKS: readonly DocumentInput[] = [
  decision(
    'LORENZO M. TAÑADA, ET AL., PETITIONERS, VS. HON. JUAN C. TUVERA, ET AL., RESPONDENTS.',
    'L-63915',
    '1985-04-24',
    "Invoking the people's right to be informed on matters of public concern, a right recognized in Section 6, Article IV of the 1973 Philippine Constitution, as well as the principle that laws to be valid and enforceable must be published in the Official Gazette or otherwise effectively promulgated, petitioners seek a writ of mandamus to compel respondent public officials to publish presidential decrees, letters of instructions, general orders, proclamations and executive orders.",
    {
      petitioner: 'LORENZO M. TAÑADA',
      respondent: 'JUAN C. TUVERA',
      ponente: 'ESCOLIN',
      lawCategory: 'Constitutional Law',
    },
  ),
  decision(
    'FERDINAND E. MARCOS, ET AL., PETITIONERS, VS. HONORABLE RAUL MANGLAPUS, ET AL., RESPONDENTS.',
    '88211',
    '1989-09-15',
    "This case is unique. It should not create a precedent, for the case of a dictator forced out of office and into exile after causing twenty years of political, economic and social havoc in the country is without precedent. The right to return to one's country is not among the rights specifically guaranteed in the Bill of Rights.",
    { petitioner: 'FERDINAND E. MARCOS', respondent: 'RAUL MANGLAPUS', lawCategory: 'Constitutional Law' },
  ),
  law(
    'AN ACT INSTITUTING THE COMPREHENSIVE DANGEROUS DRUGS ACT OF 2002, REPEALING REPUBLIC ACT NO. 6425, OTHERWISE KNOWN AS THE DANGEROUS DRUGS ACT OF 1972',
    'Republic Act',
    'Republic Act No. 9165',
    '2002-06-07',
    'SECTION 1. Short Title. – This Act shall be known and cited as the "Comprehensive Dangerous Drugs Act of 2002". SECTION 2. Declaration of Policy. – It is the policy of the State to safeguard the integrity of its territory and the well-being of its citizenry particularly the youth, from the harmful effects of dangerous drugs on their physical and mental well-being.',
    { lawCategory: 'Criminal Law' },
  ),
  law(
    'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS IN THE GOVERNMENT AND THE PRIVATE SECTOR, CREATING FOR THIS PURPOSE A NATIONAL PRIVACY COMMISSION',
    'Republic Act',
    'Republic Act No. 10173',
    '2012-08-15',
    'SECTION 1. Short Title. – This Act shall be known as the "Data Privacy Act of 2012". SECTION 2. Declaration of Policy. – It is the policy of the State to protect the fundamental human right of privacy of communication while ensuring free flow of information to promote innovation and growth.',
    { lawCategory: 'Privacy' },
  ),
  law(
    'AN ACT PENALIZING THE MAKING OR DRAWING AND ISSUANCE OF A CHECK WITHOUT SUFFICIENT FUNDS OR CREDIT AND FOR OTHER PURPOSES',
    'Batas Pambansa',
    'Batas Pambansa Blg. 22',
    '1979-04-03',
    'SECTION 1. Checks without sufficient funds. – Any person who makes or draws and issues any check to apply on account or for value, knowing at the time of issue that he does not have sufficient funds in or credit with the drawee bank for the payment of such check in full upon its presentment, shall be punished by imprisonment.',
    { lawCategory: 'Criminal Law' },
  ),
  law(
    'AMENDING AND CODIFYING THE LAWS RELATIVE TO REGISTRATION OF PROPERTY AND FOR OTHER PURPOSES',
    'Presidential Decree',
    'Presidential Decree No. 1529',
    '1978-06-11',
    'SECTION 1. Title of Decree. – This Decree shall be known as the PROPERTY REGISTRATION DECREE. SECTION 2. Nature of registration proceedings; jurisdiction of courts. – Judicial proceedings for the registration of lands throughout the Philippines shall be in rem.',
    { lawCategory: 'Land Law' },
  ),
  law(
    'THE FAMILY CODE OF THE PHILIPPINES',
    'Executive Order',
    'Executive Order No. 209, s. 1987',
    '1987-07-06',
    'Article 1. Marriage is a special contract of permanent union between a man and a woman entered into in accordance with law for the establishment of conjugal and family life. It is the foundation of the family and an inviolable social institution.',
    { lawCategory: 'Family Law' },
  ),
];
