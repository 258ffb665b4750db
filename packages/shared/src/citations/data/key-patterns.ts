import type { CitationKind } from '../types.ts';

/**
 * The words that introduce a numbered citation ('G.R.', 'Adm. Matter', 'R.A.', 'Batas Pambansa Blg.'), as regex
 * sources matched case-insensitively on text whose dashes and spaces are already normalised (eyecite keeps its
 * reporter regexes apart from the finder the same way).
 *
 * Order matters where two keys start at the same place: the longer or more specific one comes first
 * ('CA-G.R.' before 'C.A.', 'A.M. OCA IPI' before 'A.M.').
 */
export interface KeyPattern {
  kind: CitationKind;
  source: string;
  /**
   * Bare abbreviations that are also ordinary words or times ('AM', 'AC', 'PET', 'CA', 'MC', 'Act') need a
   * 'No.' after them, or capitals with dots as printed, before they count.
   */
  weak?: boolean;
}

// (?<![A-Za-z0-9]) and (?![a-z]) instead of \b: 'RA9165' has no word boundary between the key and the number.
export const B = '(?<![A-Za-z0-9])';
const E = '(?![a-z])';
/** Two-letter abbreviations with optional dots and an optional space: 'G.R.', 'G. R.', 'G R', 'GR', 'g.r.'. */
const abbr = (a: string, b: string) => `${B}${a}\\.?\\s?${b}${E}\\.?`;
const abbr3 = (a: string, b: string, c: string) => `${B}${a}\\.?\\s?${b}\\.?\\s?${c}${E}\\.?`;

export const KEY_PATTERNS: readonly KeyPattern[] = [
  // Court of Appeals dockets first: 'CA-G.R.' must never reach the G.R. key below.
  { kind: 'CA_GR', source: `${B}C\\.?\\s?A\\.?\\s*-?\\s*G\\.?\\s?R${E}\\.?` },
  { kind: 'GR', source: `${B}(?:General\\s+Register|Gen\\.\\s*Reg\\.|${abbr('G', 'R')})` },
  // 'No. L-26353' with no key, and bare 'L-3243' / 'L 5110' / OCR 'I.-12735': the L series is G.R. only.
  { kind: 'GR', source: `${B}Nos?\\.\\s*(?=L\\s?-\\s?\\d)` },
  { kind: 'GR', source: `(?<![A-Za-z0-9.-])(?=L\\.?\\s?-\\s?\\d{3}|L\\s\\d{4}|I\\.-\\s?\\d{4})` },
  { kind: 'OCA_CIRCULAR', source: `${B}OCA\\s+Circ(?:ular|\\.)` },
  // 'OCA IPI', 'OCA I.P.I.', 'A.M. OCA IPI' and the short 'AM OCA No.': complaints docketed by the Court Administrator.
  {
    kind: 'OCA_IPI',
    source: `${B}(?:A\\.?\\s?M\\.?\\s*)?O\\.?C\\.?A${E}\\.?(?:\\s*I\\.?\\s?P\\.?\\s?I${E}\\.?|(?=\\s*Nos?\\.))`,
  },
  {
    kind: 'JIB',
    source: `${B}(?:A\\.?\\s?M\\.?\\s*)?(?:Judicial\\s+Integrity\\s+Board|J\\.?\\s?I\\.?\\s?B${E}\\.?)(?:\\s*F\\.?P\\.?I${E}\\.?)?`,
  },
  {
    kind: 'SC_ADMIN_CIRCULAR',
    source: `${B}(?:S\\.?\\s?C\\.?\\s+)?(?:Administrative|Admin\\.?|Adm\\.?)\\s+Circ(?:ular|\\.)`,
  },
  { kind: 'SC_CIRCULAR', source: `${B}S\\.?\\s?C\\.?\\s+Circ(?:ular|\\.)` },
  // 'ADM. MAT. NO. P-97-1241': the abbreviated 'Mat.' is printed in capitals in older captions.
  {
    kind: 'AM',
    source: `${B}(?:Administrative\\s+Matter|Adm(?:in)?\\.?\\s+(?:Matter|Mat\\.)|${abbr('A', 'M')})`,
    weak: true,
  },
  // A.M. numbers printed without their key: 'RTJ-16-2460', 'MTJ 94-995', and 'No. P-08-2519'.
  { kind: 'AM', source: `(?<![A-Za-z0-9-])(?=(?:RTJ|MTJ)\\s?-?\\s?\\d{2}\\s?-\\s?\\d)` },
  { kind: 'AM', source: `(?<=(?<![A-Za-z])Nos?\\.\\s?)(?=P-\\d{2}-\\d{3})` },
  { kind: 'AC', source: `${B}(?:Administrative\\s+Case|Adm(?:in)?\\.?\\s+Case|${abbr('A', 'C')})`, weak: true },
  { kind: 'BM', source: `${B}(?:Bar\\s+Matter|${abbr('B', 'M')})` },
  { kind: 'UDK', source: abbr3('U', 'D', 'K') },
  {
    kind: 'PET',
    source: `${B}(?:Presidential\\s+Electoral\\s+Tribunal|${abbr3('P', 'E', 'T')})(?:\\s*Case)?`,
    weak: true,
  },

  { kind: 'REPUBLIC_ACT', source: `${B}(?:Republic\\s+Acts?|Rep\\.?\\s+Acts?|${abbr('R', 'A')})` },
  { kind: 'PRESIDENTIAL_DECREE', source: `${B}(?:Presidential\\s+Decrees?|Pres\\.?\\s+Decrees?|${abbr('P', 'D')})` },
  { kind: 'EXECUTIVE_ORDER', source: `${B}(?:Executive\\s+Orders?|Exec\\.?\\s+Orders?|${abbr('E', 'O')})` },
  {
    kind: 'BATAS_PAMBANSA',
    source: `${B}(?:Batas(?:ang)?\\s+Pambansa|Batas(?=\\s+Blg)|${abbr('B', 'P')})(?:\\s*(?:Blg|Bilang|Bldg)${E}\\.?)?`,
  },
  {
    kind: 'COMMONWEALTH_ACT',
    source: `${B}(?:Commonwealth\\s+Acts?|Comm?\\.?\\s+Acts?|${abbr('C', 'A')})`,
    weak: true,
  },
  { kind: 'LETTER_OF_INSTRUCTION', source: `${B}(?:Letters?\\s+of\\s+Instructions?|${abbr3('L', 'O', 'I')})` },
  { kind: 'LETTER_OF_IMPLEMENTATION', source: `${B}Letters?\\s+of\\s+Implementation` },
  {
    kind: 'ADMINISTRATIVE_ORDER',
    source: `${B}(?:Administrative\\s+Orders?|Adm(?:in)?\\.?\\s+Orders?|${abbr('A', 'O')})`,
    weak: true,
  },
  {
    kind: 'MEMORANDUM_CIRCULAR',
    source: `${B}(?:Memorandum\\s+Circulars?|Memo\\.?\\s+Circ(?:ular|\\.)|${abbr('M', 'C')})`,
    weak: true,
  },
  {
    kind: 'MEMORANDUM_ORDER',
    source: `${B}(?:Memorandum\\s+Orders?|Memo\\.?\\s+Orders?|${abbr('M', 'O')})`,
    weak: true,
  },
  // Not 'Proc.': in court texts 'Sp. Proc. No.' is a special proceeding far more often than a proclamation.
  { kind: 'PROCLAMATION', source: `${B}(?:(?:Presidential|Pres\\.)\\s+)?(?:Proclamations?|Procl\\.)`, weak: true },
  { kind: 'GENERAL_ORDER', source: `${B}General\\s+Orders?` },
  { kind: 'VETO_MESSAGE', source: `${B}Veto\\s+Message` },
  // Last: plain 'Act' also ends 'Republic Act'; the finder rejects it after those words.
  { kind: 'ACT', source: `${B}Acts?${E}`, weak: true },
];

/** Words before 'Act' that make it part of another name ('Republic Act', 'An Act ...' opening a long title). */
export const NOT_AN_ACT_BEFORE = /\b(?:republic|commonwealth|comm?|rep|an|public|organic|enabling)\.?\s*$/i;

/**
 * Text just before a key that makes it something else: after 'No.' it is the prefix of another court's number
 * ('Civil Case No. MC-98-149'); after 'NLRC' or 'NLRC NCR', 'CA No.' is an NLRC appeal, not the Court of Appeals.
 */
export const NOT_A_KEY_BEFORE = /(?:\bNos?\.\s*|\bNLRC(?:\s+[A-Z]{2,5})?\s+)$/;

/** The 'No.' markers that may sit between a key and its number. */
export const NUMBER_MARKER = /[\s,.:]*(?:Nos?|Numbers?|Blg|Bilang|Bldg)(?![a-z])\.?\s*:?\s*/iy;
