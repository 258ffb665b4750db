import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES } from '@batas/shared';

/**
 * Producers spell types in many ways ('republic_act', 'REPUBLIC ACT', 'RA'); the library filters
 * on the exact names of the category map, so everything known is folded onto those names here.
 * Unknown types are kept as given: a scraper may bring a kind the map does not list yet.
 */
const ABBREVIATIONS: Record<string, string> = {
  ra: 'Republic Act',
  pd: 'Presidential Decree',
  eo: 'Executive Order',
  bp: 'Batas Pambansa',
  'batas pambansa blg': 'Batas Pambansa',
  ca: 'Commonwealth Act',
  ao: 'Administrative Order',
  mc: 'Memorandum Circular',
  mo: 'Memorandum Order',
  loi: 'Letter of Instruction',
  go: 'General Order',
  'sc decision': 'Supreme Court Decision',
  'supreme court': 'Supreme Court Decision',
  proclamation: 'Presidential Proclamation',
  'rules of court': 'Rules of Court',
  'court rule': 'Rules of Court',
  nar: 'National Administrative Register',
};

const fold = (value: string) =>
  value
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const BY_FOLDED = new Map(DOCUMENT_TYPES.map((type) => [fold(type), type]));

export function canonicalDocumentType(value: string): string {
  const folded = fold(value);
  const plural = folded.endsWith('s') ? folded.slice(0, -1) : folded;
  return BY_FOLDED.get(folded) ?? BY_FOLDED.get(plural) ?? ABBREVIATIONS[folded] ?? value.trim().replace(/\s+/g, ' ');
}

/**
 * The library's Court dropdown (Supreme Court, Legislature, Executive, Constitutional) filters on
 * court_level, so every document needs one even when its producer did not say: derive it from the tab.
 */
const COURT_LEVEL_BY_TYPE = new Map<string, string>();
for (const category of DOCUMENT_CATEGORIES) {
  const level = {
    'supreme-court': 'Supreme Court',
    laws: 'Legislature',
    executive: 'Executive',
    treaties: 'Executive',
  }[category.key as 'supreme-court' | 'laws' | 'executive' | 'treaties'];
  if (level) for (const type of category.types) COURT_LEVEL_BY_TYPE.set(type, level);
}
COURT_LEVEL_BY_TYPE.set('Constitution', 'Constitutional');
// The Rules of Court are promulgated by the Supreme Court under its rule-making power.
COURT_LEVEL_BY_TYPE.set('Rules of Court', 'Supreme Court');

export function defaultCourtLevel(documentType: string): string | null {
  return COURT_LEVEL_BY_TYPE.get(documentType) ?? null;
}

export function defaultCourt(documentType: string): string | null {
  return documentType === 'Supreme Court Decision' ? 'Supreme Court' : null;
}
