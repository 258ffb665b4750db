import { type ScrapingCategorySlug } from '@batas/shared/constants';

/**
 * The E-Library's bookshelves ("shelves"), one per category (../SOURCE-STRUCTURE.md section 3, Addresses).
 * Shelf ids are opaque numbers taken from real E-Library URLs ('seen') or other scrapers' code ('code');
 * three are unknown and are found at run time on the site map by their label. Every shelf is listed,
 * because the E-Library is also the fallback and cross-check source for the categories LawPhil serves.
 */
export interface ElibraryShelf {
  slug: ScrapingCategorySlug;
  shelfId: number | null;
  /** How the shelf is labelled on the site's menus and site map. */
  label: RegExp;
  confidence: 'seen' | 'code' | 'unknown';
}

const shelf = (
  slug: ScrapingCategorySlug,
  shelfId: number | null,
  label: RegExp,
  confidence: ElibraryShelf['confidence'],
) => ({
  slug,
  shelfId,
  label,
  confidence,
});

export const ELIBRARY_SHELVES: Readonly<Record<ScrapingCategorySlug, ElibraryShelf>> = {
  'supreme-court-decisions': shelf('supreme-court-decisions', 1, /decisions|signed resolutions/i, 'seen'),
  'republic-acts': shelf('republic-acts', 2, /republic\s+acts?/i, 'seen'),
  constitutions: shelf('constitutions', 3, /constitutions?/i, 'code'),
  'executive-orders': shelf('executive-orders', 5, /executive\s+orders?/i, 'code'),
  'administrative-orders': shelf('administrative-orders', 6, /administrative\s+orders?/i, 'code'),
  'presidential-proclamations': shelf('presidential-proclamations', 7, /proclamations?/i, 'code'),
  'memorandum-circulars': shelf('memorandum-circulars', 8, /memorandum\s+circulars?/i, 'code'),
  'memorandum-orders': shelf('memorandum-orders', 9, /memorandum\s+orders?/i, 'code'),
  'national-administrative-register': shelf(
    'national-administrative-register',
    10,
    /national\s+administrative\s+register|\bNAR\b/i,
    'seen',
  ),
  'rules-of-court': shelf('rules-of-court', 11, /rules\s+of\s+court/i, 'code'),
  'batas-pambansa': shelf('batas-pambansa', 25, /batas\s+pambansa/i, 'code'),
  'presidential-decree': shelf('presidential-decree', 26, /presidential\s+decrees?/i, 'code'),
  acts: shelf('acts', 28, /^acts?$/i, 'code'),
  'commonwealth-act': shelf('commonwealth-act', 29, /commonwealth\s+acts?/i, 'code'),
  'general-order': shelf('general-order', 30, /general\s+orders?/i, 'code'),
  // Seen once (an air services agreement with New Zealand); one other reference files a DOLE order here.
  'bilateral-treaties': shelf('bilateral-treaties', 35, /bilateral/i, 'seen'),
  'letter-of-implementation': shelf('letter-of-implementation', null, /letters?\s+of\s+implementation/i, 'unknown'),
  'letter-of-instruction': shelf('letter-of-instruction', null, /letters?\s+of\s+instructions?/i, 'unknown'),
  'regional-multilateral-treaties': shelf('regional-multilateral-treaties', null, /multilateral|regional/i, 'unknown'),
};

/** Where shelves are discovered when their id is unknown (the site map lists the bookshelf). */
export const ELIBRARY_DIRECTORY_PATH = '/sitemap/sitemap_main';

/** Index paths (never document paths: document ids are opaque and only found on index pages). */
export function elibraryShelfPath(shelfId: number): string {
  return `/thebookshelf/${shelfId}`;
}

export function elibraryMonthPath(shelfId: number, month: string, year: number): string {
  return `/thebookshelf/docmonth/${month}/${year}/${shelfId}`;
}
