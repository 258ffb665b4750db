import type { Database } from '@batas/db';
import { createDocument } from '@batas/db/test';

/**
 * Two real authorities for the research tests: Tañada v. Tuvera with its full caption, and the Data Privacy Act,
 * whose opening declares its short title (the statute's own name the list of authorities prints).
 */
export function insertTanada(db: Database) {
  return createDocument(db, {
    title:
      'LORENZO M. TAÑADA, ABRAHAM F. SARMIENTO, and MOVEMENT OF ATTORNEYS FOR BROTHERHOOD, INTEGRITY AND NATIONALISM, INC. [MABINI], petitioners, vs. HON. JUAN C. TUVERA, in his capacity as Executive Assistant to the President, respondents.',
    petitioner:
      'LORENZO M. TAÑADA, ABRAHAM F. SARMIENTO, and MOVEMENT OF ATTORNEYS FOR BROTHERHOOD, INTEGRITY AND NATIONALISM, INC. [MABINI]',
    respondent: 'HON. JUAN C. TUVERA, in his capacity as Executive Assistant to the President',
    citation: 'G.R. No. L-63915, April 24, 1985',
    grNumber: 'G.R. No. L-63915',
    dateDecided: '1985-04-24',
    content:
      'Invoking the people’s right to be informed on matters of public concern, petitioners seek a writ of mandamus.',
  });
}

export function insertDataPrivacyAct(db: Database, overrides: { citation?: string; dateEnacted?: string } = {}) {
  return createDocument(db, {
    title:
      'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION IN INFORMATION AND COMMUNICATIONS SYSTEMS IN THE GOVERNMENT AND THE PRIVATE SECTOR, CREATING FOR THIS PURPOSE A NATIONAL PRIVACY COMMISSION, AND FOR OTHER PURPOSES',
    documentType: 'Republic Act',
    citation: overrides.citation ?? 'Republic Act No. 10173',
    dateDecided: null,
    dateEnacted: overrides.dateEnacted ?? '2012-08-15',
    ponente: null,
    division: null,
    content:
      'SECTION 1. Short Title. – This Act shall be known as the "Data Privacy Act of 2012". SEC. 2. Declaration of Policy. – It is the policy of the State to protect the fundamental human right of privacy.',
  });
}
