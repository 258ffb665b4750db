import { describe, expect, it } from 'vitest';
import { caseName, describeAuthority, listOfAuthoritiesText } from '../src/authorities/index.ts';
import type { AuthoritySource } from '../src/authorities/index.ts';

/** Captions as the library stores them (starter library and scraped pages) → the name a brief cites. */
describe('caseName', () => {
  it.each([
    [
      'LORENZO M. TAÑADA, ABRAHAM F. SARMIENTO, and MOVEMENT OF ATTORNEYS FOR BROTHERHOOD, INTEGRITY AND NATIONALISM, INC. [MABINI]',
      'HON. JUAN C. TUVERA, in his capacity as Executive Assistant to the President',
      'Tañada v. Tuvera',
    ],
    ['THE PEOPLE OF THE PHILIPPINES', 'ROSENDO VIZCONDE Y SANTOS', 'People v. Vizconde'],
    ['PEOPLE OF THE PHILIPPINES, plaintiff-', 'JUAN P. DAVID', 'People v. David'],
    ['EL PUEBLO DE FILIPINAS, querellante-apelado', 'FELIPE VISTA, acusado y apelante.', 'People v. Vista'],
    ['THE UNITED STATES', 'JUAN DE LOS SANTOS', 'United States v. De los Santos'],
    ['REPUBLIC OF THE PHILIPPINES, REPRESENTED BY THE PCGG', 'COCOFED ET AL.', 'Republic v. Cocofed'],
    [
      'MANILA PRINCE HOTEL',
      'GOVERNMENT SERVICE INSURANCE SYSTEM, MANILA HOTEL CORPORATION',
      'Manila Prince Hotel v. Government Service Insurance System',
    ],
    ['JESUSA VDA. DE MURGA', 'JUANITO CHAN', 'Vda. de Murga v. Chan'],
    ['SANTIAGO MEDRANA, SR. and SANTIAGO MEDRANA, JR.', 'HON. GAVINO R. SEPULVEDA', 'Medrana v. Sepulveda'],
    ['LARRY J. JOHNSON', 'MAJ. GEN. HOWARD M. TURNER, ET AL.', 'Johnson v. Turner'],
    [
      'PAMPANGA BAR ASSOCIATION',
      'MUNICIPAL JUDGE OSCAR G. LAGMAN OF SAN FERNANDO, PAMPANGA',
      'Pampanga Bar Association v. Lagman',
    ],
    ['FRANCISCO PAGUIRIGAN', 'CITY JUDGE NICHOLAS CLAVANO OF OROQUIETA CITY', 'Paguirigan v. Clavano'],
    [
      'HEIRS OF DOMINGO P. BALOY, represented by RICARDO BALOY',
      'COURT OF APPEALS, DIRECTOR OF LANDS',
      'Heirs of Baloy v. Court of Appeals',
    ],
    [
      'IN THE MATTER OF THE TESTATE ESTATE OF PATRICIO PONFERRADA, deceased.',
      'JOSE GONDA',
      'Testate Estate of Ponferrada v. Gonda',
    ],
    ['SPOUSES MARIANO AND GILDA FLORENDO', 'COURT OF APPEALS AND LAND BANK', 'Spouses Florendo v. Court of Appeals'],
    ['SPOUSES ANTONIO VIZARRA AND BRENDA LOGAT', 'CONCHITA R. RODRIGUEZ', 'Spouses Vizarra v. Rodriguez'],
    [
      'COCA-COLA BOTTLERS PHILIPPINES, INC.',
      'COMMISSIONER OF INTERNAL REVENUE',
      'Coca-Cola Bottlers Philippines v. Commissioner of Internal Revenue',
    ],
    [
      'ROCHA & CO., Sociedad en Comandita',
      'A. S. CROSSFIELD, Judge of the Court of First Instance',
      'Rocha & Co. v. Crossfield',
    ],
    ['ANECITO CAMPOS', 'PETITIONER, BANK OF THE PHILIPPINE ISLANDS', 'Campos v. Bank of the Philippine Islands'],
    // A respondent field holding the end of a mis-split caption.
    [
      'JULIETA',
      'ESGUERRA, PETITIONER, vs. COURT OF APPEALS AND SURESTE PROPERTIES, INC',
      'Esguerra v. Court of Appeals',
    ],
  ])('%s v. %s', (petitioner, respondent, expected) => {
    expect(caseName({ title: `${petitioner} vs. ${respondent}`, petitioner, respondent })).toBe(expected);
  });

  it.each([
    ['ROSARIO L. DADULO, PETITIONER, VS.THE HONORABLE COURT OF APPEALS, RESPONDENTS.', 'Dadulo v. Court of Appeals'],
    ['MARIA CLARA DELA CRUZ, PETITIONER, VS. PEOPLE OF THE PHILIPPINES, RESPONDENT.', 'Dela Cruz v. People'],
    [
      'IN RE: APPLICATION FOR ADMISSION TO THE PHILIPPINE BAR, VICENTE D. CHING',
      'In Re: Application for Admission to the Philippine Bar',
    ],
  ])('from the title alone: %s', (title, expected) => {
    expect(caseName({ title })).toBe(expected);
  });
});

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
      'Abad v. Commission on Elections, G.R. No. 12345, May 5, 2000',
      'People v. Vizconde, G.R. No. L-18, December 6, 1945',
      'Tañada v. Tuvera, G.R. No. L-63915, April 24, 1985',
      '',
    ]);
  });
});
