/**
 * The law library's category map: a tab chooses a set of
 * document types; tabs with subcategories narrow it to one slug's types.
 */
export interface DocumentSubcategory {
  slug: string;
  label: string;
  types: readonly string[];
}

export interface DocumentCategory {
  key: 'all' | 'supreme-court' | 'laws' | 'executive' | 'treaties';
  label: string;
  /** Types of the whole tab; empty for All (no type filter). */
  types: readonly string[];
  subcategories: readonly DocumentSubcategory[];
}

const sub = (slug: string, label: string, ...types: string[]): DocumentSubcategory => ({ slug, label, types });

const lawsSubcategories = [
  sub('acts', 'Acts', 'Act'),
  sub('batas-pambansa', 'Batas Pambansa', 'Batas Pambansa'),
  sub('commonwealth-act', 'Commonwealth Acts', 'Commonwealth Act'),
  sub('constitutions', 'Constitutions', 'Constitution'),
  sub('republic-acts', 'Republic Acts', 'Republic Act'),
  sub('presidential-decree', 'Presidential Decrees', 'Presidential Decree'),
  sub('general-order', 'General Orders', 'General Order'),
  sub('letter-implementation', 'Letters of Implementation', 'Letter of Implementation'),
  sub('letter-instruction', 'Letters of Instruction', 'Letter of Instruction'),
  sub('rules-court', 'Rules of Court', 'Rules of Court'),
];

const executiveSubcategories = [
  sub('administrative-orders', 'Administrative Orders', 'Administrative Order'),
  sub('executive-orders', 'Executive Orders', 'Executive Order'),
  sub('memorandum-circulars', 'Memorandum Circulars', 'Memorandum Circular'),
  sub('memorandum-orders', 'Memorandum Orders', 'Memorandum Order'),
  sub('national-admin-register', 'National Administrative Register', 'National Administrative Register'),
  sub('presidential-proclamations', 'Presidential Proclamations', 'Presidential Proclamation'),
];

const treatySubcategories = [
  sub('bilateral-treaties', 'Bilateral Treaties', 'Bilateral Treaty'),
  sub('multilateral-treaties', 'Regional & Multilateral Treaties', 'Regional Treaty', 'Multilateral Treaty'),
];

const allTypesOf = (subs: readonly DocumentSubcategory[]) => subs.flatMap((entry) => entry.types);

export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = [
  { key: 'all', label: 'All Documents', types: [], subcategories: [] },
  { key: 'supreme-court', label: 'Supreme Court', types: ['Supreme Court Decision'], subcategories: [] },
  { key: 'laws', label: 'Laws', types: allTypesOf(lawsSubcategories), subcategories: lawsSubcategories },
  {
    key: 'executive',
    label: 'Executive Issuances',
    types: allTypesOf(executiveSubcategories),
    subcategories: executiveSubcategories,
  },
  { key: 'treaties', label: 'Treaties', types: allTypesOf(treatySubcategories), subcategories: treatySubcategories },
];

/** Every document type named by the category map, in map order. */
export const DOCUMENT_TYPES: readonly string[] = [
  ...new Set(DOCUMENT_CATEGORIES.flatMap((category) => category.types)),
];

/** The library's quick-pick chips: each sets the type filter. */
export const QUICK_PICKS = [
  { label: 'Court Decisions', types: ['Decision', 'Supreme Court Decision'] },
  { label: 'Republic Acts', types: ['Republic Act'] },
  { label: 'Executive Orders', types: ['Executive Order'] },
  { label: 'Rules of Court', types: ['Rules of Court'] },
] as const;

/** The Court dropdown of the library: value '' means All Courts. */
export const COURT_LEVELS = ['Supreme Court', 'Legislature', 'Executive', 'Constitutional'] as const;

const LAW_TYPES: ReadonlySet<string> = new Set(
  DOCUMENT_CATEGORIES.filter((category) => category.key === 'laws' || category.key === 'executive').flatMap(
    (category) => category.types,
  ),
);

/** Laws and executive issuances: texts made of divisions and provisions, which decisions apply and cite. */
export const isLawType = (documentType: string) => LAW_TYPES.has(documentType);
