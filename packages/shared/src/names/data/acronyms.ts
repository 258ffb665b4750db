/**
 * Acronyms kept as written when an ALL-CAPS title is re-cased: courts, agencies and government corporations that
 * appear in Philippine case and statute titles. Mixed-case ones (MeTC, DepEd) are stored with their casing.
 * Acronyms that are also English words (SET, PET, CAR, UP, US, DOE, ID) are left out on purpose: 'AN ACT TO
 * SET UP' must not become 'An Act to SET UP'.
 */
const LIST = [
  // courts and tribunals
  'SC', 'CA', 'CTA', 'RTC', 'MTC', 'MTCC', 'MCTC', 'MeTC', 'SB', 'HRET', 'IBP', 'JBC', 'OCA', 'JIB',
  // constitutional bodies and offices
  'COMELEC', 'CSC', 'COA', 'CHR', 'OSG', 'OMB', 'PCGG', 'NLRC', 'DOLE', 'POEA', 'OWWA', 'ECC', 'SEC', 'BSP', 'CB',
  'DOJ', 'DILG', 'DENR', 'DAR', 'DARAB', 'DPWH', 'DOTC', 'DOTr', 'DOH', 'DepEd', 'DECS', 'CHED', 'TESDA', 'DTI',
  'DFA', 'DBM', 'DOF', 'DND', 'DSWD', 'DICT', 'DOST', 'DA', 'NEDA', 'NBI', 'PNP', 'AFP', 'BIR', 'CIR', 'BOC',
  'BI', 'LTO', 'LTFRB', 'MMDA', 'HLURB', 'NHA', 'NCIP', 'NAPOLCOM', 'ERC', 'ERB', 'NTC', 'NWRB', 'LLDA', 'FDA',
  'BFAD', 'IPO', 'PAO', 'CIAC', 'PPA', 'MIAA', 'SBMA', 'BCDA', 'PEZA', 'CDC', 'PCSO', 'PAGCOR', 'PDIC', 'PEA',
  'TIEZA', 'NFA', 'NIA', 'NEA', 'NPC', 'NAPOCOR', 'PSALM', 'TRANSCO', 'MWSS', 'LWUA', 'LRTA', 'PhilHealth',
  'GSIS', 'SSS', 'HDMF', 'DBP', 'LBP', 'PNB', 'UCPB', 'BPI', 'RCBC', 'PLDT', 'PAL', 'MERALCO', 'ABS-CBN', 'GMA',
  'PUP', 'PMA', 'ARMM', 'BARMM', 'NCR', 'GOCC', 'LGU', 'NGO', 'VAT', 'TRO', 'OFW', 'NIRC',
  // international and general
  'USA', 'UN', 'UNESCO', 'WTO', 'ASEAN', 'RP', 'TV',
];

/** Lower-case key → acronym as written. */
export const ACRONYMS: ReadonlyMap<string, string> = new Map(LIST.map((word) => [word.toLowerCase(), word]));
