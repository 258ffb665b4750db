import { SCRAPING_CATEGORIES, type ScrapingCategorySlug } from '@batas/shared/constants';
import { siteUrl } from './base-urls.ts';
import { ELIBRARY_DIRECTORY_PATH, ELIBRARY_SHELVES, elibraryShelfPath } from './elibrary/categories.ts';
import { LAWPHIL_CATEGORIES } from './lawphil/categories.ts';
import { type SourceId } from './types.ts';

export interface CategorySource {
  slug: ScrapingCategorySlug;
  /** The site that serves the category. */
  source: SourceId;
  /** Index path(s) on that site, from its root: where listing starts. */
  indexPaths: string[];
  /** Where the same category can be cross-checked or fetched when the primary fails (the E-Library shelf). */
  fallback: { source: 'elibrary'; indexPath: string } | null;
}

/**
 * The 19 scraping categories and the site that serves each. LawPhil serves the 14 it carries (static pages,
 * cheap to fetch); the E-Library serves the five LawPhil lacks: Letters of Instruction, Letters of
 * Implementation, the National Administrative Register and both treaty categories (LawPhil has one treaty
 * page with no bilateral/multilateral split). See SOURCE-STRUCTURE.md section 1.
 */
export const CATEGORY_SOURCES: Readonly<Record<ScrapingCategorySlug, CategorySource>> = Object.fromEntries(
  SCRAPING_CATEGORIES.map(({ slug }) => {
    const shelf = ELIBRARY_SHELVES[slug];
    const elibraryPath = shelf.shelfId === null ? ELIBRARY_DIRECTORY_PATH : elibraryShelfPath(shelf.shelfId);
    const lawphil = LAWPHIL_CATEGORIES[slug];
    const entry: CategorySource = lawphil
      ? {
          slug,
          source: 'lawphil',
          indexPaths: [lawphil.indexPath],
          fallback: { source: 'elibrary', indexPath: elibraryPath },
        }
      : { slug, source: 'elibrary', indexPaths: [elibraryPath], fallback: null };
    return [slug, entry];
  }),
) as Record<ScrapingCategorySlug, CategorySource>;

export function sourceForCategory(slug: ScrapingCategorySlug): SourceId {
  return CATEGORY_SOURCES[slug].source;
}

/** Absolute index URLs of a category on its primary site, for a given site root. */
export function categoryIndexUrls(slug: ScrapingCategorySlug, baseUrls: Record<SourceId, string>): string[] {
  const entry = CATEGORY_SOURCES[slug];
  return entry.indexPaths.map((path) => siteUrl(baseUrls[entry.source], path));
}
