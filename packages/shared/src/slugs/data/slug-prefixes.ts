import { CITATION_KINDS, KINDS } from '../../citations/data/kinds.ts';
import type { CitationKind } from '../../citations/types.ts';

/**
 * Slug prefix → kind. The original table (GR, AC, AM, UDK, REPUBLIC_ACT, PRESIDENTIAL_DECREE, EXECUTIVE_ORDER,
 * BATAS_PAMBANSA, COMMONWEALTH_ACT, DOC) extended with every other kind's prefix (BM, OCA_IPI, JIB, PET, ACT,
 * LETTER_OF_INSTRUCTION, …), all taken from the kind table so build and parse cannot drift apart.
 */
export const SLUG_PREFIX_KINDS: ReadonlyMap<string, CitationKind> = new Map(
  CITATION_KINDS.filter((kind) => KINDS[kind].slugPrefix).map((kind) => [KINDS[kind].slugPrefix!, kind] as const),
);

/**
 * Short forms people type into the address bar. They parse, then redirect to the canonical prefix
 * ('RA-9165' → 'REPUBLIC_ACT-9165', 'LOI-474' → 'LETTER_OF_INSTRUCTION-474').
 */
export const SLUG_PREFIX_ALIASES: Readonly<Record<string, CitationKind>> = {
  RA: 'REPUBLIC_ACT',
  PD: 'PRESIDENTIAL_DECREE',
  EO: 'EXECUTIVE_ORDER',
  BP: 'BATAS_PAMBANSA',
  CA: 'COMMONWEALTH_ACT',
  LOI: 'LETTER_OF_INSTRUCTION',
  AO: 'ADMINISTRATIVE_ORDER',
  MC: 'MEMORANDUM_CIRCULAR',
  MO: 'MEMORANDUM_ORDER',
  PROC: 'PROCLAMATION',
  PRESIDENTIAL_PROCLAMATION: 'PROCLAMATION',
  GO: 'GENERAL_ORDER',
  GENERAL_ORDERS: 'GENERAL_ORDER',
  OCA: 'OCA_IPI',
  SC_ADMIN_CIRCULAR: 'SC_ADMIN_CIRCULAR',
  G_R: 'GR',
};

/** The prefixes of the original table, before this platform extended it. */
export const SPEC_SLUG_PREFIXES: ReadonlySet<string> = new Set([
  'GR',
  'AC',
  'AM',
  'UDK',
  'REPUBLIC_ACT',
  'PRESIDENTIAL_DECREE',
  'EXECUTIVE_ORDER',
  'BATAS_PAMBANSA',
  'COMMONWEALTH_ACT',
]);
