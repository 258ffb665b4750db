import { describe, expect, it } from 'vitest';
import { describeAuthority, listOfAuthoritiesText } from '../src/authorities/index.ts';
import { formatAuthority } from '../src/citations/index.ts';
import type { AuthoritySource } from '../src/authorities/index.ts';

const doc = (fields: Partial<AuthoritySource>): AuthoritySource => ({ title: '', documentType: '', ...fields });

describe('describeAuthority', () => {
  it.each([
    [
      doc({
        title: 'TAÑADA VS. TUVERA',
        documentType: 'Supreme Court Decision',
        petitioner: 'LORENZO M. TAÑADA',
        respondent: 'HON. JUAN C. TUVERA',
        citation: 'G.R. No. L-63915, April 24, 1985',
        dateDecided: '1985-04-24',
      }),
      'cases',
      'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
    ],
    [
      doc({
        title: 'AN ACT PROTECTING …',
        documentType: 'Republic Act',
        citation: 'Republic Act No. 10173',
        shortName: 'Data Privacy Act of 2012',
      }),
      'statutes',
      'Republic Act No. 10173 (Data Privacy Act of 2012)',
    ],
    [
      doc({
        title: 'THE FAMILY CODE OF THE PHILIPPINES',
        documentType: 'Executive Order',
        citation: 'Executive Order No. 209, s. 1987',
        shortName: 'THE FAMILY CODE OF THE PHILIPPINES',
      }),
      'executive',
      'Executive Order No. 209, s. 1987 (Family Code of the Philippines)',
    ],
    // A short long title is a description, not a name.
    [
      doc({
        title: 'AN ACT APPROPRIATING FUNDS FOR PUBLIC WORKS',
        documentType: 'Republic Act',
        citation: 'Republic Act No. 920',
        shortName: 'AN ACT APPROPRIATING FUNDS FOR PUBLIC WORKS',
      }),
      'statutes',
      'Republic Act No. 920',
    ],
    [
      doc({ title: 'BATAS PAMBANSA BLG. 22', documentType: 'Batas Pambansa', citation: 'Batas Pambansa Blg. 22' }),
      'statutes',
      'Batas Pambansa Blg. 22',
    ],
    [
      doc({ title: '1987 CONSTITUTION', documentType: 'Constitution', citation: '1987 Constitution' }),
      'constitution',
      '1987 Constitution',
    ],
    [
      doc({ title: 'Rules of Civil Procedure', documentType: 'Rules of Court', dateEnacted: '1997-07-01' }),
      'rules',
      'Rules of Civil Procedure, July 1, 1997',
    ],
  ])('%#: %s', (source, group, text) => {
    expect(describeAuthority(source)).toMatchObject({ group, text });
  });

  it('cites a document as its page does: by its short title first', () => {
    const decision = doc({
      title:
        'MANILA PRINCE HOTEL petitioner, vs. GOVERNMENT SERVICE INSURANCE SYSTEM, MANILA HOTEL CORPORATION, respondents.',
      documentType: 'Supreme Court Decision',
      shortTitle: 'Manila Prince Hotel v. GSIS',
      grNumber: '122156',
      dateDecided: '1997-02-03',
    });
    expect(describeAuthority(decision)).toMatchObject({
      text: 'Manila Prince Hotel v. GSIS, G.R. No. 122156, February 3, 1997',
      sortName: 'Manila Prince Hotel v. GSIS',
    });
    expect(describeAuthority(decision).text).toBe(formatAuthority(decision));
    const statute = doc({
      title: 'AN ACT PROTECTING …',
      documentType: 'Republic Act',
      citation: 'Republic Act No. 10173',
      shortTitle: 'Data Privacy Act of 2012',
      shortName: 'AN ACT PROTECTING INDIVIDUAL PERSONAL INFORMATION',
    });
    expect(describeAuthority(statute).text).toBe('Republic Act No. 10173 (Data Privacy Act of 2012)');
    expect(describeAuthority(statute).text).toBe(formatAuthority(statute));
  });

  it('names a decision with no docket by its case name and date', () => {
    expect(
      describeAuthority(
        doc({
          title: 'JUAN ABAD, petitioner, vs. COMMISSION ON ELECTIONS, respondent.',
          documentType: 'Supreme Court Decision',
          dateDecided: '2000-05-05',
        }),
      ).text,
    ).toBe('Abad v. COMELEC, May 5, 2000');
  });
});

describe('listOfAuthoritiesText', () => {
  it('groups by kind in the order of the hierarchy of laws and sorts each heading as briefs do', () => {
    const sources = [
      doc({
        title: 'PEOPLE VS. VIZCONDE',
        documentType: 'Supreme Court Decision',
        petitioner: 'PEOPLE OF THE PHILIPPINES',
        respondent: 'ROSENDO VIZCONDE',
        citation: 'G.R. No. L-18, December 6, 1945',
      }),
      doc({ title: 'x', documentType: 'Presidential Decree', citation: 'Presidential Decree No. 1529' }),
      doc({
        title: 'TAÑADA VS. TUVERA',
        documentType: 'Supreme Court Decision',
        petitioner: 'LORENZO M. TAÑADA',
        respondent: 'JUAN C. TUVERA',
        citation: 'G.R. No. L-63915, April 24, 1985',
      }),
      doc({
        title: 'x',
        documentType: 'Republic Act',
        citation: 'Republic Act No. 10173',
        shortName: 'Data Privacy Act of 2012',
      }),
      doc({
        title: 'x',
        documentType: 'Republic Act',
        citation: 'Republic Act No. 386',
        shortName: 'Civil Code of the Philippines',
      }),
      doc({
        title: '1987 CONSTITUTION',
        documentType: 'Constitution',
        citation: '1987 Constitution',
        dateEnacted: '1987-02-02',
      }),
      doc({
        title: '1935 CONSTITUTION',
        documentType: 'Constitution',
        citation: '1935 Constitution',
        dateEnacted: '1935-02-08',
      }),
      doc({
        title: 'ABAD VS. COMELEC',
        documentType: 'Supreme Court Decision',
        petitioner: 'JUAN ABAD',
        respondent: 'COMMISSION ON ELECTIONS',
        citation: 'G.R. No. 12345, May 5, 2000',
      }),
    ];
    expect(listOfAuthoritiesText('Brief on publication', sources).split('\n')).toEqual([
      'LIST OF AUTHORITIES',
      'Brief on publication',
      '',
      'Constitution',
      '1987 Constitution',
      '1935 Constitution',
      '',
      'Statutes',
      'Republic Act No. 386 (Civil Code of the Philippines)',
      'Republic Act No. 10173 (Data Privacy Act of 2012)',
      'Presidential Decree No. 1529',
      '',
      'Cases',
      'Abad v. COMELEC, G.R. No. 12345, May 5, 2000',
      'People v. Vizconde, G.R. No. L-18, December 6, 1945',
      'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
      '',
    ]);
  });
});
