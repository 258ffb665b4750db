/**
 * The relevance table: what researchers type to find one document, and that document's citation. Every expected
 * document is in the starter library (packages/db/data), so the table runs on it in search-sample.test.ts and
 * at 100,000 documents in `npm run bench:search`, where the corpus opens with the starter library. The titles,
 * names and parties are the real ones; the kinds: statutes by their own (short) names and by their official
 * titles, popular names, constitutions, case names, and the same with typos, missing accents, other cases, a
 * year or 'of the Philippines' left off or added.
 */
export type KnownItemKind = 'statute-name' | 'statute-title' | 'popular-name' | 'constitution' | 'case-name' | 'typo';

export interface KnownItem {
  query: string;
  /** The expected first result's citation, as the starter library writes it. */
  citation: string;
  kind: KnownItemKind;
}

const item = (kind: KnownItemKind) => (query: string, citation: string) => ({ query, citation, kind });
const name = item('statute-name');
const title = item('statute-title');
const popular = item('popular-name');
const constitution = item('constitution');
const caseName = item('case-name');
const typo = item('typo');

const RA_10173 = 'Republic Act No. 10173';
const RA_10175 = 'Republic Act No. 10175';
const RA_9165 = 'Republic Act No. 9165';
const RA_386 = 'Republic Act No. 386';
const RA_7160 = 'Republic Act No. 7160';
const BP_22 = 'BATAS PAMBANSA BLG. 22';
const RPC = 'Act No. 3815, December 08, 1930';
const EO_209 = 'Executive Order No. 209, s. 1987';
const TANADA_TUVERA = 'G.R. No. L-63915, April 24, 1985';
const MANILA_PRINCE = 'G.R. No. 122156, February 03, 1997';
const AH_CHONG = 'G.R. No. L-5272, March 19, 1910';

export const KNOWN_ITEMS: readonly KnownItem[] = [
  name('Data Privacy Act of 2012', RA_10173),
  name('data privacy act', RA_10173),
  name('DATA PRIVACY ACT OF 2012', RA_10173),
  name('Cybercrime Prevention Act of 2012', RA_10175),
  name('Comprehensive Dangerous Drugs Act of 2002', RA_9165),
  name('comprehensive dangerous drugs act', RA_9165),
  name('the Comprehensive Dangerous Drugs Act', RA_9165),
  name('Local Government Code of 1991', RA_7160),
  name('local government code', RA_7160),
  name('Local Government Code 1991', RA_7160),
  name('Intellectual Property Code of the Philippines', 'Republic Act No. 8293'),
  name('Intellectual Property Code', 'Republic Act No. 8293'),
  name('Judiciary Reorganization Act of 1980', 'BATAS PAMBANSA BLG. 129'),
  name('Judiciary Reorganization Act', 'BATAS PAMBANSA BLG. 129'),
  name('Child and Youth Welfare Code', 'Presidential Decree No. 603, s. 1974'),
  name('Revised Forestry Code', 'Presidential Decree No. 705, s. 1975'),
  name('Property Registration Decree', 'Presidential Decree No. 1529, s. 1978'),
  name('Public Land Act', 'Commonwealth Act No. 141, November 07, 1936'),
  name('Land Registration Act', 'Act No. 496, November 06, 1902'),
  name('Philippine Immigration Act of 1940', 'Commonwealth Act No. 613, August 26, 1940'),
  name('Anti-Rabies Act of 2007', 'Republic Act No. 9482'),
  name('Anti Rabies Act', 'Republic Act No. 9482'),
  name('Department of Information and Communications Technology Act', 'Republic Act No. 10844'),
  name('Family Code of the Philippines', EO_209),
  name('Civil Code of the Philippines', RA_386),
  title('An Act Penalizing the Making or Drawing and Issuance of a Check Without Sufficient Funds or Credit', BP_22),
  title('Creating the Presidential Commission on Good Government', 'Executive Order No. 1, s. 1986'),
  title('Fixing office hours during the hot season', 'Executive Order No. 145, s. 1965'),
  title('Creating the National Environmental Protection Council', 'Presidential Decree No. 1121, s. 1977'),
  title(
    'An Act Providing for the Establishment of National Parks, Declaring Such Parks as Game Refuges',
    'Act No. 3915, February 01, 1932',
  ),
  title(
    'Requiring practitioners of dentistry to keep records of their patients',
    'Presidential Decree No. 1575, s. 1978',
  ),
  title(
    'An Act to Provide for the Holding of a Plebiscite on the Question of Woman Suffrage',
    'Commonwealth Act No. 34, September 30, 1936',
  ),
  title('Creating the Labor Code Committee', 'Executive Order No. 172, s. 1965'),
  title('Policy to improve the provision of local exchange carrier service', 'Executive Order No. 109, s. 1993'),
  title(
    'Prescribing policy guidelines to govern the operations of cable television in the Philippines',
    'Executive Order No. 436, s. 1997',
  ),
  title('An Act Creating the National Housing Commission', 'Commonwealth Act No. 648, June 16, 1941'),
  title('An Act Providing for the Control and Elimination of Human and Animal Rabies', 'Republic Act No. 9482'),
  title('Defining the functions of the Adviser for Subic-Clark Area Development', 'Executive Order No. 365, s. 2004'),
  popular('Bouncing Checks Law', BP_22),
  popular('bouncing check law', BP_22),
  popular('Anti-Bouncing Check Law', BP_22),
  popular('Cybercrime Law', RA_10175),
  popular('Civil Code', RA_386),
  popular('New Civil Code', RA_386),
  popular('Revised Penal Code', RPC),
  popular('RPC', RPC),
  popular('Family Code', EO_209),
  popular('Code of Civil Procedure', 'Act No. 190, August 07, 1901'),
  constitution('1987 Constitution', '1987 Constitution of the Republic of the Philippines'),
  constitution('1935 Constitution', '1935 Constitution'),
  constitution('1973 Constitution', '1973 Constitution'),
  constitution('Malolos Constitution', 'The Malolos Constitution'),
  caseName('Tanada v. Tuvera', TANADA_TUVERA),
  caseName('Tañada vs. Tuvera', TANADA_TUVERA),
  caseName('TANADA VERSUS TUVERA', TANADA_TUVERA),
  caseName('Tanada v. Angara', 'G.R. No. 118295, May 02, 1997'),
  caseName('Marcos v. Manglapus', 'G.R. No. 88211, September 15, 1989'),
  caseName('Manila Prince Hotel v. GSIS', MANILA_PRINCE),
  caseName('manila prince hotel vs gsis', MANILA_PRINCE),
  caseName('Manila Prince Hotel v. Government Service Insurance System', MANILA_PRINCE),
  caseName('Manila Prince Hotel vs. G.S.I.S.', MANILA_PRINCE),
  caseName('US v. Ah Chong', AH_CHONG),
  caseName('United States v. Ah Chong', AH_CHONG),
  caseName('Akbayan-Youth v. COMELEC', 'G.R. No. 147066, March 26, 2001'),
  caseName('Ang Bagong Bayani v. COMELEC', 'G.R. No. 147589, June 26, 2001'),
  caseName('Cebu Country Club v. Elizagaque', 'G.R. No. 160273, January 18, 2008'),
  caseName('Miriam College Foundation v. Court of Appeals', 'G.R. No. 127930, December 15, 2000'),
  caseName('Coca-Cola Bottlers v. CIR', 'G.R. No. 222428, February 19, 2018'),
  caseName('Commissioner of Internal Revenue v. Toledo Power', 'G.R. No. 183880, January 20, 2014'),
  caseName('Republic v. Cocofed', 'G.R. Nos. 147062-64, December 14, 2001'),
  caseName('Echeverria v. Venutek Medika', 'G.R. NO. 169231, February 15, 2007'),
  caseName('Fyfe v. PAL', 'G.R. No. 160071, June 06, 2016'),
  caseName('Hi Cement Corporation v. NLRC', 'G.R. No. 90311, June 9, 1992'),
  caseName('Cocoland Development Corporation v. NLRC', 'G.R. No. 98458, July 17, 1996'),
  caseName('Benguet Consolidated Mining v. Coto Labor Union', 'G.R. No. L-12394, May 29, 1959'),
  caseName('People v. Dichoso', 'G.R. No. 131822, July 27, 2000'),
  caseName('Edu v. Ericta', 'G.R. No. L-32096, October 24, 1970'),
  caseName('Smith Bell v. Maronilla', 'G.R. No. L-8769, February 5, 1916'),
  typo('Bouncng Checks Law', BP_22),
  typo('Cybercrime Prevension Act', RA_10175),
  typo('Civil Code of the Phillipines', RA_386),
  typo('Data Privcy Act', RA_10173),
  typo('Revised Penal Cod', RPC),
  typo('Comprehensive Dangerous Drug Act', RA_9165),
  typo('Marcos v. Manglapuz', 'G.R. No. 88211, September 15, 1989'),
  typo('Tanada v. Tuverra', TANADA_TUVERA),
];
