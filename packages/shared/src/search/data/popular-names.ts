/**
 * Names people call Philippine laws by, and the law each one names. The library search puts the named law first
 * when a query is one of these names, whole or nearly whole (apps/api/src/services/search/law-names.ts).
 *
 * Every entry says where the name is attested (README.md beside this file):
 *   - "<law>, sec. 1 (short title)": the law's own short-title section ('This Act shall be known as …'); for laws
 *     in the starter library the official page is given too;
 *   - "<citation>: '…'": a real document that uses the name, quoted; most are in the starter library
 *     (packages/db/data), the others are Supreme Court decisions named by their docket.
 * A law may have several names; each name is one entry. Spelling variants that the matcher tolerates anyway (case,
 * accents, hyphens, a final 's', a trailing 'of 1991', 'of the Philippines') need no entry of their own.
 */
export interface PopularName {
  /** The name as it is written where attested. */
  name: string;
  /** The law, as the library's citation parser reads it ('Batas Pambansa Blg. 22'). */
  citation: string;
  /** Where the name is attested. */
  source: string;
}

const OG = 'https://www.officialgazette.gov.ph';

export const POPULAR_NAMES: readonly PopularName[] = [
  {
    name: 'Bouncing Checks Law',
    citation: 'Batas Pambansa Blg. 22',
    source:
      "Lozano v. Martinez, G.R. No. L-63419, December 18, 1986: 'Batas Pambansa Bilang 22 (BP 22 for short), popularly known as the Bouncing Check Law'",
  },
  {
    name: 'Anti-Bouncing Check Law',
    citation: 'Batas Pambansa Blg. 22',
    source:
      "25 Ateneo L.J. 1 (1980), 'The New Bouncing Check Law' (http://ateneolawjournal.com/main/varticle/473): 'Batas Pambansa Blg. 22 … (Anti-Bouncing Check Law)'",
  },
  {
    name: 'Cybercrime Prevention Act of 2012',
    citation: 'Republic Act No. 10175',
    source: `R.A. No. 10175, sec. 1 (short title); ${OG}/2012/09/12/republic-act-no-10175/`,
  },
  {
    name: 'Cybercrime Law',
    citation: 'Republic Act No. 10175',
    source:
      "Disini v. Secretary of Justice, G.R. No. 203335, February 11, 2014 (https://lawphil.net/judjuris/juri2014/feb2014/gr_203335_2014.html): 'The cybercrime law aims to regulate access to and use of the cyberspace.'",
  },
  {
    name: 'Labor Code of the Philippines',
    citation: 'Presidential Decree No. 442',
    source:
      "P.D. No. 442, art. 1 (name of decree); R.A. No. 10396 (starter library): 'Presidential Decree No. 442, as amended, otherwise known as the Labor Code of the Philippines'",
  },
  {
    name: 'Civil Code of the Philippines',
    citation: 'Republic Act No. 386',
    source: `R.A. No. 386, art. 1; ${OG}/1949/06/18/republic-act-no-386/`,
  },
  {
    name: 'New Civil Code',
    citation: 'Republic Act No. 386',
    source: "G.R. No. L-41036, September 5, 1975 (starter library): 'Article 1155 of the New Civil Code'",
  },
  {
    name: 'Revised Penal Code',
    citation: 'Act No. 3815',
    source:
      "Act No. 3815, title: 'An Act Revising the Penal Code and Other Penal Laws (Revised Penal Code)'; https://lawphil.net/statutes/acts/act1930/act_3815_1930.html",
  },
  {
    name: 'RPC',
    citation: 'Act No. 3815',
    source: "A.M. No. MTJ-98-1147, July 2, 1998 (starter library): 'Book II, Title 7 of the RPC'",
  },
  {
    name: 'Anti-Violence Against Women and Their Children Act of 2004',
    citation: 'Republic Act No. 9262',
    source:
      "R.A. No. 9262, sec. 1 (short title); G.R. No. 170701, January 22, 2014 (starter library): 'R.A. 9262, otherwise known as the Anti-Violence Against Women and their Children Act of 2004'",
  },
  {
    name: 'Anti-VAWC Law',
    citation: 'Republic Act No. 9262',
    source:
      "Garcia v. Drilon, G.R. No. 179267, June 25, 2013 (https://lawphil.net/judjuris/juri2013/jun2013/gr_179267_2013.html): 'acts of violence against women and their children (VAWC)'; 'Anti-' + the short title's initials",
  },
  {
    name: 'VAWC Law',
    citation: 'Republic Act No. 9262',
    source:
      'Garcia v. Drilon, G.R. No. 179267, June 25, 2013: the law against violence against women and their children (VAWC)',
  },
  {
    name: 'Family Code of the Philippines',
    citation: 'Executive Order No. 209, s. 1987',
    source: `E.O. No. 209, s. 1987, title and promulgating clause ('do hereby order and promulgate the Family Code of the Philippines'); ${OG}/1987/07/06/executive-order-no-209-s-1987/`,
  },
  {
    name: 'Comprehensive Dangerous Drugs Act of 2002',
    citation: 'Republic Act No. 9165',
    source: `R.A. No. 9165, sec. 1 (short title); ${OG}/2002/06/07/republic-act-no-9165/`,
  },
  {
    name: 'Dangerous Drugs Act of 1972',
    citation: 'Republic Act No. 6425',
    source:
      "G.R. No. 101313, July 5, 1993 (starter library): 'Republic Act No. 6425, otherwise known as the Dangerous Drugs Act of 1972'",
  },
  {
    name: 'Data Privacy Act of 2012',
    citation: 'Republic Act No. 10173',
    source: `R.A. No. 10173, sec. 1 (short title); ${OG}/2012/08/15/republic-act-no-10173/`,
  },
  {
    name: 'Local Government Code of 1991',
    citation: 'Republic Act No. 7160',
    source: `R.A. No. 7160, sec. 1 (short title); ${OG}/1991/10/10/republic-act-no-7160/`,
  },
  {
    name: 'Intellectual Property Code of the Philippines',
    citation: 'Republic Act No. 8293',
    source: `R.A. No. 8293, sec. 1 (short title); ${OG}/1997/06/06/republic-act-no-8293/`,
  },
  {
    name: 'Judiciary Reorganization Act of 1980',
    citation: 'Batas Pambansa Blg. 129',
    source: 'B.P. Blg. 129, sec. 1 (title of the act), in the starter library (LawPhil)',
  },
  {
    name: 'Child and Youth Welfare Code',
    citation: 'Presidential Decree No. 603',
    source: `P.D. No. 603, art. 1; ${OG}/1974/12/10/presidential-decree-no-603-s-1974/`,
  },
  {
    name: 'Revised Forestry Code of the Philippines',
    citation: 'Presidential Decree No. 705',
    source: `P.D. No. 705, sec. 1 (title of this code); ${OG}/1975/05/19/presidential-decree-no-705-s-1975/`,
  },
  {
    name: 'Property Registration Decree',
    citation: 'Presidential Decree No. 1529',
    source: `P.D. No. 1529, sec. 1 (title of decree); ${OG}/1978/06/11/presidential-decree-no-1529-s-1978/`,
  },
  {
    name: 'Public Land Act',
    citation: 'Commonwealth Act No. 141',
    source:
      'C.A. No. 141, sec. 1 (\'The short title of this Act shall be "The Public Land Act"\'), in the starter library (LawPhil)',
  },
  {
    name: 'Land Registration Act',
    citation: 'Act No. 496',
    source:
      'Act No. 496, sec. 1 (\'The short title of this Act shall be "The Land Registration Act"\'), in the starter library (LawPhil)',
  },
  {
    name: 'Code of Civil Procedure',
    citation: 'Act No. 190',
    source:
      "Act No. 496, in the starter library: 'the Code of Civil Procedure of the Philippine Islands' (Act No. 190, 'An Act Providing a Code of Procedure in Civil Actions and Special Proceedings')",
  },
  {
    name: 'Philippine Immigration Act of 1940',
    citation: 'Commonwealth Act No. 613',
    source: 'C.A. No. 613, sec. 1 (title of act), in the starter library (LawPhil)',
  },
  {
    name: 'Anti-Rabies Act of 2007',
    citation: 'Republic Act No. 9482',
    source: `R.A. No. 9482, sec. 1 (title); ${OG}/2007/05/25/republic-act-no-9482/`,
  },
  {
    name: 'Department of Information and Communications Technology Act of 2015',
    citation: 'Republic Act No. 10844',
    source: `R.A. No. 10844, sec. 1 (short title); ${OG}/2016/05/23/republic-act-no-10844/`,
  },
  {
    name: 'Anti-Money Laundering Act of 2001',
    citation: 'Republic Act No. 9160',
    source: `R.A. No. 10167, title (starter library): 'Republic Act No. 9160, otherwise known as the "Anti-Money Laundering Act of 2001"'; ${OG}/2012/07/02/republic-act-no-10167/`,
  },
  {
    name: 'Anti-Graft and Corrupt Practices Act',
    citation: 'Republic Act No. 3019',
    source:
      "A.M. No. MTJ-98-1147, July 2, 1998 (starter library): 'Section 13 of RA 3019 (Anti-Graft and Corrupt Practices Act)'",
  },
  {
    name: 'Omnibus Election Code of the Philippines',
    citation: 'Batas Pambansa Blg. 881',
    source:
      "G.R. No. 126669, April 27, 1998 (starter library): 'Batas Pambansa Blg. 881, otherwise known as the Omnibus Election Code of the Philippines'",
  },
  {
    name: 'Securities Regulation Code',
    citation: 'Republic Act No. 8799',
    source:
      "G.R. No. 142924, December 5, 2001 (starter library): 'R.A. 8799, otherwise known as the Securities Regulation Code'",
  },
  {
    name: 'Corporation Code of the Philippines',
    citation: 'Batas Pambansa Blg. 68',
    source:
      "G.R. No. 142924, December 5, 2001 (starter library): 'Section 118, Batas Pambansa Blg. 68, Corporation Code of the Philippines'",
  },
  {
    name: 'Chattel Mortgage Law',
    citation: 'Act No. 1508',
    source:
      "G.R. No. 130826, February 17, 2004 (starter library): 'Act 1508, otherwise known as the Chattel Mortgage Law'",
  },
  {
    name: 'Probation Law of 1976',
    citation: 'Presidential Decree No. 968',
    source:
      "B.P. Blg. 76, title (starter library): 'Presidential Decree Numbered Nine Hundred Sixty-Eight, as Amended, Otherwise Known as the Probation Law of Nineteen Hundred and Seventy-Six'",
  },
  {
    name: 'Anti-Fencing Law of 1979',
    citation: 'Presidential Decree No. 1612',
    source:
      "G.R. No. 100311, May 18, 1993 (starter library): 'violations of the Anti-Fencing Law of 1979 or Presidential Decree No. 1612'",
  },
  {
    name: 'Trust Receipts Law',
    citation: 'Presidential Decree No. 115',
    source:
      "G.R. No. 253429, October 6, 2021 (starter library): 'Presidential Decree No. 115 or the Trust Receipts Law'",
  },
  {
    name: 'Real Property Tax Code',
    citation: 'Presidential Decree No. 464',
    source:
      "G.R. No. 148014, December 5, 2006 (starter library): 'Presidential Decree No. 464, otherwise known as the Real Property Tax Code'",
  },
  {
    name: 'Ombudsman Act',
    citation: 'Republic Act No. 6770',
    source: "G.R. Nos. 153714-20, August 15, 2003 (starter library): 'Republic Act No. 6770 or the Ombudsman Act'",
  },
  {
    name: 'Domestic Adoption Act of 1998',
    citation: 'Republic Act No. 8552',
    source:
      "G.R. No. 205752, October 1, 2019 (starter library): 'Republic Act No. 8552, otherwise known as the Domestic Adoption Act of 1998'",
  },
  {
    name: 'Electric Power Industry Reform Act of 2001',
    citation: 'Republic Act No. 9136',
    source: 'R.A. No. 9136, sec. 1 (short title)',
  },
  {
    name: 'EPIRA',
    citation: 'Republic Act No. 9136',
    source:
      'G.R. No. 183880, January 20, 2014 (starter library): \'R.A. 9136, otherwise known as the "Electric Power Industry Reform Act …" (EPIRA)\'',
  },
  {
    name: 'Comprehensive Agrarian Reform Law of 1988',
    citation: 'Republic Act No. 6657',
    source:
      'R.A. No. 6657, sec. 1 (title); R.A. No. 7160 (starter library): \'(R.A. No. 6657). otherwise known as "The Comprehensive Agrarian Reform Law"\'',
  },
  {
    name: 'Code of Conduct and Ethical Standards for Public Officials and Employees',
    citation: 'Republic Act No. 6713',
    source:
      'R.A. No. 7160 (starter library): \'(R.A. No. 6713) otherwise known as the "Code of Conduct and Ethical Standards for Public Officials and Employees"\'',
  },
  {
    name: 'Cooperative Code of the Philippines',
    citation: 'Republic Act No. 6938',
    source:
      'R.A. No. 7160 (starter library): \'(R.A. No. 6938) otherwise known as the "Cooperative Code of the Philippines"\'',
  },
  {
    name: 'Judiciary Act of 1948',
    citation: 'Republic Act No. 296',
    source: "B.P. Blg. 129 (starter library): 'Republic Act No. 296, otherwise known as the Judiciary Act of 1948'",
  },
  {
    name: 'Code of Muslim Personal Laws of the Philippines',
    citation: 'Presidential Decree No. 1083',
    source:
      "B.P. Blg. 129 (starter library): 'Presidential Decree No. 1083, otherwise known as the Code of Muslim Personal Laws of the Philippines'",
  },
  {
    name: 'Auditing Code of the Philippines',
    citation: 'Presidential Decree No. 1445',
    source:
      "G.R. No. 188681, March 8, 2017 (starter library): 'Presidential Decree No. 1445, otherwise known as the Auditing Code of the Philippines'",
  },
  {
    name: 'Secrecy of Bank Deposits Act',
    citation: 'Republic Act No. 1405',
    source:
      "R.A. No. 10173 (starter library): 'Republic Act No. 1405, otherwise known as the Secrecy of Bank Deposits Act'",
  },
  {
    name: 'Human Security Act of 2007',
    citation: 'Republic Act No. 9372',
    source:
      "R.A. No. 10173 (starter library): 'Republic Act No. 9372, otherwise known as the Human Security Act of 2007'",
  },
  {
    name: 'Omnibus Investment Code of 1987',
    citation: 'Executive Order No. 226, s. 1987',
    source:
      "R.A. No. 9337 (starter library): 'Executive Order No. 226, otherwise known as the Omnibus Investment Code of 1987'",
  },
  {
    name: 'Urban Development and Housing Act of 1992',
    citation: 'Republic Act No. 7279',
    source:
      "R.A. No. 9337 (starter library): 'Republic Act No. 7279, otherwise known as the Urban Development and Housing Act of 1992'",
  },
  {
    name: 'Animal Welfare Act of 1998',
    citation: 'Republic Act No. 8485',
    source:
      "R.A. No. 9482 (starter library): 'Republic Act No. 8485, otherwise known as the Animal Welfare Act of 1998'",
  },
  {
    name: 'Juvenile Justice and Welfare Act of 2006',
    citation: 'Republic Act No. 9344',
    source:
      'E.O. No. 633, s. 2007, title (starter library): \'R.A. 9344, entitled "Juvenile Justice and Welfare Act of 2006"\'',
  },
  {
    name: 'Anti-Rape Law of 1997',
    citation: 'Republic Act No. 8353',
    source: 'R.A. No. 8353, sec. 1 (short title)',
  },
  {
    name: 'Magna Carta of Women',
    citation: 'Republic Act No. 9710',
    source: 'R.A. No. 9710, sec. 1 (short title)',
  },
  {
    name: 'Anti-Sexual Harassment Act of 1995',
    citation: 'Republic Act No. 7877',
    source: 'R.A. No. 7877, sec. 1 (title)',
  },
  {
    name: 'Safe Spaces Act',
    citation: 'Republic Act No. 11313',
    source: 'R.A. No. 11313, sec. 1 (short title)',
  },
  {
    name: 'Anti-Terrorism Act of 2020',
    citation: 'Republic Act No. 11479',
    source: 'R.A. No. 11479, sec. 1 (short title)',
  },
  {
    name: 'Revised Corporation Code of the Philippines',
    citation: 'Republic Act No. 11232',
    source: 'R.A. No. 11232, sec. 1 (title of the code)',
  },
  {
    name: 'Consumer Act of the Philippines',
    citation: 'Republic Act No. 7394',
    source: 'R.A. No. 7394, art. 1 (short title)',
  },
  {
    name: 'Philippine Clean Air Act of 1999',
    citation: 'Republic Act No. 8749',
    source: 'R.A. No. 8749, sec. 1 (short title)',
  },
  {
    name: 'Ecological Solid Waste Management Act of 2000',
    citation: 'Republic Act No. 9003',
    source: 'R.A. No. 9003, sec. 1 (short title)',
  },
  {
    name: "Indigenous Peoples' Rights Act of 1997",
    citation: 'Republic Act No. 8371',
    source: 'R.A. No. 8371, sec. 1 (short title)',
  },
  {
    name: 'Universal Health Care Act',
    citation: 'Republic Act No. 11223',
    source: 'R.A. No. 11223, sec. 1 (short title)',
  },
];
