/**
 * Word lists behind the short case name (../short-case-name.ts). Upper-case keys; the rule folds its input.
 */

/** Whole parties that case names shorten to one word, as Philippine reports and lawyers write them. */
export const STANDARD_PARTIES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:THE )?PEOPLE OF THE PHIL(?:IPPINES?|S\.?)(?: ISLANDS)?$/, 'People'],
  [/^(?:EL )?PUEBLO DE (?:LAS )?(?:ISLAS )?FILIPINAS$/, 'People'],
  [/^(?:THE )?UNITED STATES(?: OF AMERICA)?$/, 'United States'],
  [/^(?:THE )?REPUBLIC OF THE PHILIPPINES$/, 'Republic'],
  [/^(?:EL |THE )?COMMONWEALTH (?:DE|OF THE) (?:FILIPINAS|PHILIPPINES)$/, 'Commonwealth'],
];

/**
 * Bodies whose case names use the acronym ('Manila Prince Hotel v. GSIS', 'Sanidad v. COMELEC', '… v. NLRC').
 * Only bodies that the reports themselves shorten; courts keep their names ('… v. Court of Appeals').
 */
export const PARTY_ACRONYMS: Readonly<Record<string, string>> = {
  'GOVERNMENT SERVICE INSURANCE SYSTEM': 'GSIS',
  'SOCIAL SECURITY SYSTEM': 'SSS',
  'SOCIAL SECURITY COMMISSION': 'SSC',
  'COMMISSION ON ELECTIONS': 'COMELEC',
  'NATIONAL LABOR RELATIONS COMMISSION': 'NLRC',
  'INTERMEDIATE APPELLATE COURT': 'IAC',
  'PHILIPPINE NATIONAL BANK': 'PNB',
  'DEVELOPMENT BANK OF THE PHILIPPINES': 'DBP',
  'MANILA ELECTRIC COMPANY': 'MERALCO',
  'PHILIPPINE LONG DISTANCE TELEPHONE COMPANY': 'PLDT',
  'PRESIDENTIAL COMMISSION ON GOOD GOVERNMENT': 'PCGG',
};

/** Little words that show a name is an institution's even before its last word ('KAPATIRAN SA MEAT …'). */
export const NAME_CONNECTORS = /\s(?:SA|NG|MGA|OF|FOR|ON|THE)\s/i;

/** Courtesy titles and ranks before a name ('HON. JUAN C. TUVERA', 'ATTY. X', 'SPO2 Y'). */
export const HONORIFICS =
  /^(?:MR\.\s*&\s*MRS\.|ACTING|(?:THE\s+)?(?:HON\.|HONORABLE),?|ATTYS?\.|DRA?\.|ENGR\.|MR\.|MRS\.|MS\.|REV\.|FR\.|MSGR\.|GEN\.|MAJ\.|COL\.|LT\.|CAPT\.|SGT\.|CPL\.|PFC\.|PAT\.|P\/(?:SUPT|INSP|SR\.\s*INSP|CHIEF)\.?|(?:SPO|PO)\d\.?|SEN\.|REP\.|GOV\.|MAYOR|JUDGE|JUSTICE|(?:(?:PROVINCIAL|CITY|MUNICIPAL|EX-OFFICIO)\s+)?(?:DEPUTY\s+)?SHERIFF(?:\s+[IVX]+)?|CLERK\s+OF\s+COURT(?:\s+[IVX]+)?|(?:COURT\s+)?(?:STENOGRAPHER|INTERPRETER|LEGAL\s+RESEARCHER|PROCESS\s+SERVER|UTILITY\s+WORKER|CLERK)(?:\s+[IVX]+)?|EXECUTIVE\s+JUDGE|PRESIDING\s+JUDGE)\s+/i;

/** Offices followed by the holder's name ('BLR DIRECTOR PURA FERRER CALLEJA' is Calleja). */
export const OFFICE_BEFORE_NAME =
  /\b(?:DIRECTOR|SECRETARY|COMMISSIONER|ADMINISTRATOR|CHAIRMAN|MAYOR|GOVERNOR|FISCAL|PROSECUTOR|JUDGE|SHERIFF|OMBUDSMAN)\s+(?!OF\b|FOR\b|AND\b|OR\b|GENERAL\b)/;

/** Particles that belong to the surname after them ('DELA CRUZ', 'DE LOS SANTOS', 'VDA. DE YUSAY', 'SAN JUAN'). */
export const SURNAME_PARTICLES: ReadonlySet<string> = new Set([
  'DE',
  'DEL',
  'DELA',
  'DELOS',
  'DELAS',
  'DI',
  'DA',
  'DOS',
  'LA',
  'LAS',
  'LOS',
  'VDA.',
  'VDA',
  'VIUDA',
  'SAN',
  'STA.',
  'STO.',
  'SANTA',
  'SANTO',
  'VAN',
  'VON',
  'MAC',
]);

/** Surnames of Chinese-Filipino families written first ('People v. Ang Hok Hin', 'United States v. Ah Chong'). */
export const SURNAME_FIRST: ReadonlySet<string> = new Set([
  'AH',
  'ANG',
  'CHAN',
  'CHENG',
  'CHING',
  'CHUA',
  'CHUN',
  'CO',
  'DY',
  'GAN',
  'GO',
  'KHO',
  'KO',
  'LAO',
  'LEE',
  'LI',
  'LIM',
  'NG',
  'ONG',
  'QUE',
  'SEE',
  'SY',
  'TAN',
  'TEE',
  'TIU',
  'TY',
  'UY',
  'YAP',
  'YU',
  'YAO',
  'YAN',
  'CHOA',
  'CHIONG',
  'CUA',
  'DEE',
  'HO',
  'KOH',
  'LAU',
  'LIAO',
  'LIU',
  'LU',
  'PE',
  'PO',
  'SIA',
  'SIY',
  'SO',
  'SU',
  'UNG',
  'WONG',
  'YEO',
  'YONG',
  'CHIU',
  'CHU',
  'HUANG',
  'KHOO',
  'OH',
  'TIONG',
  'TIONGCO',
  'YANG',
]);

/** Generational suffixes dropped from a short name ('GUTIERREZ, JR.' → 'Gutierrez'). */
export const NAME_SUFFIX_TOKENS = /^(?:JR\.?|SR\.?|I{2,3}|IV|V)$/;
