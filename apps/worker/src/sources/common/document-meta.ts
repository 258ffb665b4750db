import { SCRAPING_CATEGORIES, type ScrapingCategorySlug } from '@batas/shared/constants';

export interface CategoryMeta {
  documentType: string;
  court: string | null;
  /** One of COURT_LEVELS: the library's Court filter. */
  courtLevel: string;
}

// Which branch of government a category's documents come from, for the library's Court filter.
const COURT_LEVEL: Record<ScrapingCategorySlug, string> = {
  'supreme-court-decisions': 'Supreme Court',
  'rules-of-court': 'Supreme Court',
  acts: 'Legislature',
  'batas-pambansa': 'Legislature',
  'commonwealth-act': 'Legislature',
  'republic-acts': 'Legislature',
  constitutions: 'Constitutional',
  'general-order': 'Executive',
  'letter-of-implementation': 'Executive',
  'letter-of-instruction': 'Executive',
  'presidential-decree': 'Executive',
  'administrative-orders': 'Executive',
  'executive-orders': 'Executive',
  'memorandum-circulars': 'Executive',
  'memorandum-orders': 'Executive',
  'national-administrative-register': 'Executive',
  'presidential-proclamations': 'Executive',
  'bilateral-treaties': 'Executive',
  'regional-multilateral-treaties': 'Executive',
};

export function categoryMeta(category: ScrapingCategorySlug): CategoryMeta {
  const entry = SCRAPING_CATEGORIES.find((candidate) => candidate.slug === category);
  if (!entry) throw new Error(`Unknown scraping category: ${category}`);
  const courtLevel = COURT_LEVEL[category];
  return {
    documentType: entry.documentType,
    court: courtLevel === 'Supreme Court' ? 'Supreme Court' : null,
    courtLevel,
  };
}
