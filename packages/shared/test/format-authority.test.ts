import { describe, expect, it } from 'vitest';
import { formatAuthority } from '../src/citations/index.ts';
import { documentHeading } from '../src/names/index.ts';

describe('formatAuthority: a document as a Philippine brief cites it', () => {
  it.each([
    [
      'a decision by its short case name, docket and date',
      {
        documentType: 'Supreme Court Decision',
        citation: 'G.R. No. L-63915',
        dateDecided: '1985-04-24',
        shortTitle: 'Tañada v. Tuvera',
      },
      'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
    ],
    [
      'a decision without a short title goes by the short case name of its caption',
      {
        documentType: 'Supreme Court Decision',
        citation: 'G.R. No. 88211, September 15, 1989',
        dateDecided: '1989-09-15',
        title:
          'FERDINAND E. MARCOS, IMELDA R. MARCOS, et al., petitioners, vs. HONORABLE RAUL MANGLAPUS, CATALINO MACARAIG, et al., respondents.',
      },
      'Marcos v. Manglapus, G.R. No. 88211, September 15, 1989',
    ],
    [
      'or of its parties, when its title has no two sides',
      {
        documentType: 'Supreme Court Decision',
        grNumber: 'L-63915',
        dateDecided: '1985-04-24',
        title: 'Tañada case',
        petitioner: 'LORENZO M. TAÑADA',
        respondent: 'HON. JUAN C. TUVERA',
      },
      'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
    ],
    [
      'a one-sided caption up to its first comma',
      {
        documentType: 'Supreme Court Resolution',
        citation: 'B.M. No. 914',
        dateDecided: '1999-10-01',
        title: 'IN RE: APPLICATION FOR ADMISSION TO THE PHILIPPINE BAR, VICENTE D. CHING',
      },
      'In Re: Application for Admission to the Philippine Bar, B.M. No. 914, October 1, 1999',
    ],
    [
      'a consolidated decision keeps every docket',
      {
        documentType: 'Supreme Court Decision',
        citation: 'G.R. Nos. 146710-15',
        dateDecided: '2001-03-02',
        shortTitle: 'Estrada v. Desierto',
      },
      'Estrada v. Desierto, G.R. Nos. 146710-15, March 2, 2001',
    ],
    [
      'a statute with its short title',
      {
        documentType: 'Republic Act',
        citation: 'Republic Act No. 10173',
        dateEnacted: '2012-08-15',
        shortTitle: 'Data Privacy Act of 2012',
      },
      'Republic Act No. 10173 (Data Privacy Act of 2012)',
    ],
    [
      'a statute without a short title by the name derived from its text, not by a description',
      {
        documentType: 'Executive Order',
        citation: 'Executive Order No. 209',
        dateEnacted: '1987-07-06',
        shortName: 'THE FAMILY CODE OF THE PHILIPPINES',
      },
      'Executive Order No. 209, s. 1987 (Family Code of the Philippines)',
    ],
    [
      'a short long title is no name',
      { documentType: 'Republic Act', citation: 'Republic Act No. 920', shortName: 'AN ACT APPROPRIATING FUNDS' },
      'Republic Act No. 920',
    ],
    [
      'nor is a title that describes',
      {
        documentType: 'Presidential Proclamation',
        citation: 'Proclamation No. 1234',
        dateEnacted: '2016-03-01',
        shortName: 'PROCLAIMING A SPECIAL NON-WORKING DAY',
      },
      'Proclamation No. 1234, s. 2016',
    ],
    [
      'a name may open with a word in -ing',
      { documentType: 'Presidential Decree', citation: 'Presidential Decree No. 1096', shortName: 'BUILDING CODE' },
      'Presidential Decree No. 1096 (Building Code)',
    ],
    [
      'a statute without one',
      { documentType: 'Batas Pambansa', citation: 'Batas Pambansa Blg. 22', dateEnacted: '1979-04-03' },
      'Batas Pambansa Blg. 22',
    ],
    [
      'an issuance numbered anew by each President names its series year',
      {
        documentType: 'Executive Order',
        citation: 'Executive Order No. 292',
        dateEnacted: '1987-07-25',
        shortTitle: 'Administrative Code of 1987',
      },
      'Executive Order No. 292, s. 1987 (Administrative Code of 1987)',
    ],
    [
      'the series year printed in the citation wins over the date',
      {
        documentType: 'Administrative Order',
        citation: 'Administrative Order No. 308, s. 1996',
        dateEnacted: '1996-12-12',
      },
      'Administrative Order No. 308, s. 1996',
    ],
  ])('%s', (_label, doc, expected) => {
    expect(formatAuthority(doc)).toBe(expected);
  });

  it('is null for a document with no citation to build on', () => {
    expect(formatAuthority({ documentType: 'Treaty', title: 'Agreement on Trade' })).toBeNull();
  });
});

describe('documentHeading', () => {
  it.each([
    [
      {
        title: 'LORENZO M. TAÑADA, petitioners, vs. HON. JUAN C. TUVERA, respondents.',
        shortTitle: 'Tañada v. Tuvera',
      },
      'Tañada v. Tuvera',
    ],
    [
      { title: 'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION', shortTitle: null },
      'An Act Protecting Individual Personal Information',
    ],
    [{ title: 'Republic Act No. 1', shortTitle: '  ' }, 'Republic Act No. 1'],
  ])('%o → %s', (doc, expected) => {
    expect(documentHeading(doc)).toBe(expected);
  });
});
