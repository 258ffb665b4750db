import type { CitationKind } from '../types.ts';

/**
 * Library document types (constants/document-categories.ts) whose bare number ('9165' with type 'Republic Act')
 * names a citation of one kind. Decisions default to G.R.: that is what a bare grNumber is.
 */
export const DOCUMENT_TYPE_KINDS: Readonly<Record<string, CitationKind>> = {
  'supreme court decision': 'GR',
  decision: 'GR',
  resolution: 'GR',
  act: 'ACT',
  'batas pambansa': 'BATAS_PAMBANSA',
  'commonwealth act': 'COMMONWEALTH_ACT',
  'republic act': 'REPUBLIC_ACT',
  'presidential decree': 'PRESIDENTIAL_DECREE',
  'general order': 'GENERAL_ORDER',
  'letter of implementation': 'LETTER_OF_IMPLEMENTATION',
  'letter of instruction': 'LETTER_OF_INSTRUCTION',
  'administrative order': 'ADMINISTRATIVE_ORDER',
  'executive order': 'EXECUTIVE_ORDER',
  'memorandum circular': 'MEMORANDUM_CIRCULAR',
  'memorandum order': 'MEMORANDUM_ORDER',
  'presidential proclamation': 'PROCLAMATION',
  proclamation: 'PROCLAMATION',
};
