import { type ScrapingCategorySlug } from '@batas/shared/constants/scraping';
import { siteUrl } from '../../sources/base-urls.ts';
import { parseLawphilMasterIndex, parseLawphilYearIndex } from '../../sources/lawphil/calendar-index.ts';
import { LAWPHIL_CATEGORIES, lawphilYearIndexPath, type LawphilCategory } from '../../sources/lawphil/categories.ts';
import { parseLawphilDecisionPage } from '../../sources/lawphil/decision-page.ts';
import { parseLawphilLinksIndex } from '../../sources/lawphil/links-index.ts';
import { parseLawphilMonthIndex } from '../../sources/lawphil/month-index.ts';
import { parseLawphilStatuteIndex } from '../../sources/lawphil/statute-index.ts';
import { parseLawphilStatutePage } from '../../sources/lawphil/statute-page.ts';
import { parseLawphilTitledPage } from '../../sources/lawphil/titled-page.ts';
import { type PageLink, type ParseContext } from '../../sources/types.ts';
import { UnknownPageKindError, type SourceAdapter } from './source-adapter.ts';

function categoryOf(ctx: ParseContext): LawphilCategory {
  const category = LAWPHIL_CATEGORIES[ctx.category];
  if (!category) throw new Error(`LawPhil has no '${ctx.category}' section`);
  return category;
}

/** LawPhil (SOURCE-STRUCTURE.md section 1): the parsers of src/sources/lawphil, wired by page kind. */
export const lawphilAdapter: SourceAdapter = {
  source: 'lawphil',
  categories: Object.keys(LAWPHIL_CATEGORIES) as ScrapingCategorySlug[],

  startPages(category, ctx): PageLink[] {
    const section = categoryOf({ ...ctx, category });
    if (section.listing === 'calendar') {
      // With a year the year page is the index to start from; the master page would only point at it.
      return ctx.filter?.year
        ? [{ url: siteUrl(ctx.baseUrl, lawphilYearIndexPath(ctx.filter.year)), kind: 'decision-year' }]
        : [{ url: siteUrl(ctx.baseUrl, section.indexPath), kind: 'decision-master' }];
    }
    return [{ url: siteUrl(ctx.baseUrl, section.indexPath), kind: section.listing === 'table' ? 'statute-index' : 'links-index' }];
  },

  parseIndex(kind, html, pageUrl, ctx) {
    switch (kind) {
      case 'decision-master': return parseLawphilMasterIndex(html, pageUrl, ctx);
      case 'decision-year': return parseLawphilYearIndex(html, pageUrl, ctx);
      case 'decision-month': return parseLawphilMonthIndex(html, pageUrl, ctx);
      case 'statute-index': return parseLawphilStatuteIndex(html, pageUrl, ctx);
      case 'links-index': return parseLawphilLinksIndex(html, pageUrl, ctx, categoryOf(ctx).documentPath ?? /\.html$/i);
      default: throw new UnknownPageKindError('lawphil', kind);
    }
  },

  parseDocument(html, pageUrl, ctx) {
    const section = categoryOf(ctx);
    const options = { sourceUrl: pageUrl, baseUrl: ctx.baseUrl };
    switch (section.document) {
      case 'decision': return parseLawphilDecisionPage(html, options);
      case 'statute': return parseLawphilStatutePage(html, { ...options, category: ctx.category });
      case 'constitution':
      case 'rules': return parseLawphilTitledPage(html, { ...options, category: ctx.category as 'constitutions' | 'rules-of-court' });
    }
  },
};
