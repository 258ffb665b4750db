/**
 * The Gazette's masterlist categories (the folder names of the collection) that hold law, and the library type each
 * one's documents default to. A document's own heading can still say otherwise: the memorandum-circulars folder
 * holds a few Memorandum Orders, the decrees folder one Proclamation.
 *
 * Left out on purpose: speeches (not law), special orders (the Office of the President's designations of officers in
 * charge and internal task forces; 20 of their 22 pages are PDF-only and the library has no type for them), and the
 * 'other-issuances' category, which the collection lists but holds no document of.
 */
export const CATEGORY_TYPES: Readonly<Record<string, string>> = {
  'republic-acts': 'Republic Act',
  'presidential-decrees-executive-issuances': 'Presidential Decree',
  'executive-orders': 'Executive Order',
  'administrative-orders': 'Administrative Order',
  proclamations: 'Presidential Proclamation',
  'memorandum-circulars': 'Memorandum Circular',
  'memorandum-orders': 'Memorandum Order',
  'letters-of-instruction': 'Letter of Instruction',
  'letters-of-implementation': 'Letter of Implementation',
  'general-orders': 'General Order',
  // Rules an agency issues to carry out a law are filed with the Office of the National Administrative Register:
  // the library files them under that type, never under the law's own type (which would take its citation).
  'implementing-rules-and-regulations': 'National Administrative Register',
  'implementing-rules-and-regulations-executive-orders': 'National Administrative Register',
};

/** Library type → how a citation names it ('Executive Order No. 292'). Types without a numbered series are absent. */
export const CITATION_LABELS: Readonly<Record<string, string>> = {
  'Republic Act': 'Republic Act',
  'Presidential Decree': 'Presidential Decree',
  'Executive Order': 'Executive Order',
  'Administrative Order': 'Administrative Order',
  'Presidential Proclamation': 'Proclamation',
  'Memorandum Circular': 'Memorandum Circular',
  'Memorandum Order': 'Memorandum Order',
  'Letter of Instruction': 'Letter of Instruction',
  'Letter of Implementation': 'Letter of Implementation',
  'General Order': 'General Order',
};

/**
 * Series whose numbers start again under each President, so that a number names an issuance only with its year
 * ('Executive Order No. 292, s. 1987'). Letters of Instruction and General Orders belong here too: President
 * Arroyo's Letters of Instruction Nos. 1–6 and General Orders Nos. 1–11 reuse President Marcos's numbers. Republic
 * Acts and Presidential Decrees form one series each.
 */
export const NUMBERED_PER_PRESIDENT: ReadonlySet<string> = new Set([
  'Executive Order',
  'Administrative Order',
  'Presidential Proclamation',
  'Memorandum Circular',
  'Memorandum Order',
  'Letter of Instruction',
  'Letter of Implementation',
  'General Order',
]);
