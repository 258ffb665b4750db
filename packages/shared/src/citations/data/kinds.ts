import type { CitationFamily, CitationKind } from '../types.ts';

/** How one kind is written, addressed and keyed. Data only: the code reads it, never special-cases a label. */
export interface KindInfo {
  family: CitationFamily;
  /** Canonical label before the number ('G.R. No.'); the number follows after one space. */
  label: string;
  /** Label before several numbers ('G.R. Nos.'). */
  pluralLabel: string;
  /** URL slug prefix; null when the kind has no document of its own. */
  slugPrefix: string | null;
  /** Prefix of the search keys ('gr:63915'). */
  keyPrefix: string;
  /** The court whose docket this is; null for statutes, issuances and reports. */
  court: 'SC' | 'CA' | null;
  /** Highest number ever issued in a closed series: anything above is a misreading, not a law. */
  maxNumber?: number;
  /** Purely numeric serials lose leading zeros ('GR-0147033' is G.R. No. 147033). */
  stripLeadingZeros?: boolean;
  /** A single 'N-M' serial is a range of numbers and takes the plural label ('G.R. Nos. 146710-15'). */
  rangeIsPlural?: boolean;
  /** Report series: the highest volume published by 2026, with room for the years ahead. */
  maxVolume?: number;
}

const docket = (
  label: string,
  plural: string,
  slug: string | null,
  key: string,
  extra: Partial<KindInfo> = {},
): KindInfo => ({
  family: 'docket',
  label,
  pluralLabel: plural,
  slugPrefix: slug,
  keyPrefix: key,
  court: 'SC',
  ...extra,
});
const statute = (name: string, slug: string, key: string, extra: Partial<KindInfo> = {}): KindInfo => ({
  family: 'statute',
  label: `${name} No.`,
  pluralLabel: `${name} Nos.`,
  slugPrefix: slug,
  keyPrefix: key,
  court: null,
  stripLeadingZeros: true,
  ...extra,
});
const report = (label: string, key: string, maxVolume: number): KindInfo => ({
  family: 'report',
  label,
  pluralLabel: label,
  slugPrefix: null,
  keyPrefix: key,
  court: null,
  maxVolume,
});

export const KINDS: Record<CitationKind, KindInfo> = {
  GR: docket('G.R. No.', 'G.R. Nos.', 'GR', 'gr', { stripLeadingZeros: true, rangeIsPlural: true }),
  AM: docket('A.M. No.', 'A.M. Nos.', 'AM', 'am'),
  AC: docket('A.C. No.', 'A.C. Nos.', 'AC', 'ac', { stripLeadingZeros: true, rangeIsPlural: true }),
  BM: docket('B.M. No.', 'B.M. Nos.', 'BM', 'bm', { stripLeadingZeros: true }),
  // UDK dockets are written without 'No.' ('UDK 15143').
  UDK: docket('UDK', 'UDK Nos.', 'UDK', 'udk', { stripLeadingZeros: true }),
  JIB: docket('JIB FPI No.', 'JIB FPI Nos.', 'JIB', 'jib'),
  // P.E.T. case numbers keep their printed zeros ('P.E.T. Case No. 003').
  PET: docket('P.E.T. Case No.', 'P.E.T. Case Nos.', 'PET', 'pet'),
  OCA_IPI: docket('OCA IPI No.', 'OCA IPI Nos.', 'OCA_IPI', 'oca-ipi'),
  CA_GR: docket('CA-G.R. No.', 'CA-G.R. Nos.', 'CA_GR', 'ca-gr', { court: 'CA' }),
  CA_CASE: docket('C.A. No.', 'C.A. Nos.', 'CA_CASE', 'ca-case', { court: 'CA' }),

  // An open series (about 12,000 by 2026): the bound only catches misreadings; raise it when Congress gets near.
  REPUBLIC_ACT: statute('Republic Act', 'REPUBLIC_ACT', 'ra', { maxNumber: 15000 }),
  // Closed series: 2036 decrees (1972-1986), fewer than 900 Batas Pambansa, 733 Commonwealth Acts, 4275 Acts.
  PRESIDENTIAL_DECREE: statute('Presidential Decree', 'PRESIDENTIAL_DECREE', 'pd', { maxNumber: 2036 }),
  EXECUTIVE_ORDER: statute('Executive Order', 'EXECUTIVE_ORDER', 'eo'),
  BATAS_PAMBANSA: statute('Batas Pambansa', 'BATAS_PAMBANSA', 'bp', {
    label: 'Batas Pambansa Blg.',
    pluralLabel: 'Batas Pambansa Blg.',
    maxNumber: 899,
  }),
  COMMONWEALTH_ACT: statute('Commonwealth Act', 'COMMONWEALTH_ACT', 'ca', { maxNumber: 733 }),
  ACT: statute('Act', 'ACT', 'act', { maxNumber: 4275 }),
  LETTER_OF_INSTRUCTION: statute('Letter of Instruction', 'LETTER_OF_INSTRUCTION', 'loi', {
    pluralLabel: 'Letters of Instruction Nos.',
  }),
  LETTER_OF_IMPLEMENTATION: statute('Letter of Implementation', 'LETTER_OF_IMPLEMENTATION', 'loim', {
    pluralLabel: 'Letters of Implementation Nos.',
  }),
  ADMINISTRATIVE_ORDER: statute('Administrative Order', 'ADMINISTRATIVE_ORDER', 'ao'),
  MEMORANDUM_CIRCULAR: statute('Memorandum Circular', 'MEMORANDUM_CIRCULAR', 'mc'),
  MEMORANDUM_ORDER: statute('Memorandum Order', 'MEMORANDUM_ORDER', 'mo'),
  PROCLAMATION: statute('Proclamation', 'PROCLAMATION', 'proc'),
  // Martial-law 'General Order No. 1'; the American-era series prints 'General Orders' (kept per citation).
  GENERAL_ORDER: statute('General Order', 'GENERAL_ORDER', 'go'),
  VETO_MESSAGE: statute('Veto Message', 'VETO_MESSAGE', 'veto', {
    label: 'Veto Message -',
    pluralLabel: 'Veto Messages -',
  }),

  SC_CIRCULAR: { ...statute('SC Circular', 'SC_CIRCULAR', 'sc-circ'), family: 'circular' },
  SC_ADMIN_CIRCULAR: {
    ...statute('Administrative Circular', 'SC_ADMINISTRATIVE_CIRCULAR', 'sc-admin-circ'),
    family: 'circular',
  },
  OCA_CIRCULAR: { ...statute('OCA Circular', 'OCA_CIRCULAR', 'oca-circ'), family: 'circular' },

  // Philippine Reports reached volume 968 in 2024, SCRA about 1,000 by 2026; the Official Gazette numbers its
  // volumes by year since 1902 (volume 117 in 2021).
  PHIL: report('Phil.', 'phil', 1100),
  SCRA: report('SCRA', 'scra', 1200),
  OG: report('O.G.', 'og', 130),

  DOC: { family: 'generic', label: 'No.', pluralLabel: 'Nos.', slugPrefix: 'DOC', keyPrefix: 'doc', court: null },
};

export const CITATION_KINDS = Object.keys(KINDS) as CitationKind[];

export function kindInfo(kind: CitationKind): KindInfo {
  return KINDS[kind];
}

/** Court of Appeals case series written between 'CA-G.R.' and 'No.'. Longest first so 'CR-HC' wins over 'CR'. */
export const CA_SERIES = [
  'CEB-SP',
  'CEB-CV',
  'CEB-CR',
  'CDO-SP',
  'CDO-CV',
  'CR-HC',
  'SP',
  'CV',
  'CR',
  'HC',
  'UDK',
] as const;
