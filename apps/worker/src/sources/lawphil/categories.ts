import { type ScrapingCategorySlug } from '@batas/shared/constants';

/**
 * How each category LawPhil carries is listed (../SOURCE-STRUCTURE.md section 2).
 * - calendar: master page → year pages → month pages → decisions (Supreme Court decisions only).
 * - table: one long `table#s-menu` of `tr.xy` rows (number link + date, title, PDF) for the whole category.
 * - links: a short page of links to named documents (Constitutions, Rules of Court).
 * Confidence is the document's: 'seen' in a saved page or crawled URLs, 'code' only in other scrapers' code.
 */
export type LawphilListing = 'calendar' | 'table' | 'links';
export type LawphilDocumentKind = 'decision' | 'statute' | 'constitution' | 'rules';

export interface LawphilCategory {
  slug: ScrapingCategorySlug;
  /** Index path from the site root. For the calendar, the master page; year pages are /judjuris/juri{Y}/juri{Y}.html. */
  indexPath: string;
  listing: LawphilListing;
  document: LawphilDocumentKind;
  /** Which links on a `links` page are documents of this category (everything else there is navigation). */
  documentPath?: RegExp;
  confidence: 'seen' | 'code';
}

const table = (
  slug: ScrapingCategorySlug,
  indexPath: string,
  confidence: 'seen' | 'code' = 'code',
): LawphilCategory => ({
  slug,
  indexPath,
  listing: 'table',
  document: 'statute',
  confidence,
});

export const LAWPHIL_CATEGORIES: Readonly<Partial<Record<ScrapingCategorySlug, LawphilCategory>>> = {
  'supreme-court-decisions': {
    slug: 'supreme-court-decisions',
    indexPath: '/judjuris/judjuris.html',
    listing: 'calendar',
    document: 'decision',
    confidence: 'seen',
  },
  acts: table('acts', '/statutes/acts/acts.html'),
  'batas-pambansa': table('batas-pambansa', '/statutes/bataspam/bataspam.html'),
  'commonwealth-act': table('commonwealth-act', '/statutes/comacts/comacts.html'),
  constitutions: {
    slug: 'constitutions',
    indexPath: '/consti/constitu.html',
    listing: 'links',
    document: 'constitution',
    documentPath: /\/consti\/cons[\w-]*\.html$/i,
    confidence: 'seen',
  },
  'general-order': table('general-order', '/executive/genor/genor.html'),
  'presidential-decree': table('presidential-decree', '/statutes/presdecs/legis_pd.html'),
  'republic-acts': table('republic-acts', '/statutes/repacts/repacts.html', 'seen'),
  'rules-of-court': {
    slug: 'rules-of-court',
    indexPath: '/courts/rules/rules.html',
    listing: 'links',
    document: 'rules',
    documentPath: /\/courts\/rules\/(?!rules\.html)[\w.-]+\.html$/i,
    confidence: 'code',
  },
  'administrative-orders': table('administrative-orders', '/executive/ao/ao.html'),
  'executive-orders': table('executive-orders', '/executive/execord/execord.html'),
  'memorandum-circulars': table('memorandum-circulars', '/executive/mc/mc.html'),
  'memorandum-orders': table('memorandum-orders', '/executive/mo/mo.html'),
  'presidential-proclamations': table('presidential-proclamations', '/executive/proc/proc.html'),
};

/** Year page of the decision calendar: an index path, not a document URL (those are always read from pages). */
export function lawphilYearIndexPath(year: number): string {
  return `/judjuris/juri${year}/juri${year}.html`;
}
