import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { siteUrl } from '../base-urls.ts';
import { type IndexParseResult, type PageLink, type ParseContext, type ScrapedDocument } from '../types.ts';
import { parseLawphilMasterIndex, parseLawphilYearIndex } from './calendar-index.ts';
import { LAWPHIL_CATEGORIES, type LawphilCategory, lawphilYearIndexPath } from './categories.ts';
import { parseLawphilDecisionPage } from './decision-page.ts';
import { parseLawphilLinksIndex } from './links-index.ts';
import { parseLawphilMonthIndex } from './month-index.ts';
import { parseLawphilStatuteIndex } from './statute-index.ts';
import { parseLawphilStatutePage } from './statute-page.ts';
import { parseLawphilTitledPage } from './titled-page.ts';

export type LawphilPageKind =
  | 'decision-master'
  | 'decision-year'
  | 'decision-month'
  | 'statute-table'
  | 'document-links';

function categoryOf(slug: ScrapingCategorySlug): LawphilCategory {
  const category = LAWPHIL_CATEGORIES[slug];
  if (!category) throw new Error(`LawPhil does not carry the category ${slug}`);
  return category;
}

/**
 * Where a crawl of one category starts. Decisions with a year start at that year's page (the master page
 * would only lead there); everything else starts at its single index page.
 */
export function lawphilEntryPages(slug: ScrapingCategorySlug, ctx: ParseContext): PageLink<LawphilPageKind>[] {
  const category = categoryOf(slug);
  if (category.listing === 'calendar') {
    return ctx.filter?.year
      ? [{ url: siteUrl(ctx.baseUrl, lawphilYearIndexPath(ctx.filter.year)), kind: 'decision-year' }]
      : [{ url: siteUrl(ctx.baseUrl, category.indexPath), kind: 'decision-master' }];
  }
  return [
    {
      url: siteUrl(ctx.baseUrl, category.indexPath),
      kind: category.listing === 'table' ? 'statute-table' : 'document-links',
    },
  ];
}

/** Parses an index page found while crawling: further index pages and/or document links, all read from the page. */
export function parseLawphilIndexPage(
  link: PageLink<LawphilPageKind>,
  html: string,
  ctx: ParseContext,
): IndexParseResult<LawphilPageKind> {
  switch (link.kind) {
    case 'decision-master':
      return parseLawphilMasterIndex(html, link.url, ctx);
    case 'decision-year':
      return parseLawphilYearIndex(html, link.url, ctx);
    case 'decision-month':
      return parseLawphilMonthIndex(html, link.url, ctx);
    case 'statute-table':
      return parseLawphilStatuteIndex(html, link.url, ctx);
    case 'document-links':
      return parseLawphilLinksIndex(html, link.url, ctx, categoryOf(ctx.category).documentPath ?? /\.html$/i);
  }
}

/** Parses a document page of the category being crawled. */
export function parseLawphilDocument(html: string, sourceUrl: string, ctx: ParseContext): ScrapedDocument {
  const category = categoryOf(ctx.category);
  const options = { sourceUrl, baseUrl: ctx.baseUrl };
  switch (category.document) {
    case 'decision':
      return parseLawphilDecisionPage(html, options);
    case 'statute':
      return parseLawphilStatutePage(html, { ...options, category: ctx.category });
    case 'constitution':
      return parseLawphilTitledPage(html, { ...options, category: 'constitutions' });
    case 'rules':
      return parseLawphilTitledPage(html, { ...options, category: 'rules-of-court' });
  }
}

export { LAWPHIL_CATEGORIES, type LawphilCategory } from './categories.ts';
export { parseLawphilDecisionPage, type LawphilPageOptions } from './decision-page.ts';
export { parseLawphilStatutePage, type LawphilStatuteOptions } from './statute-page.ts';
export { parseLawphilTitledPage, type LawphilTitledOptions } from './titled-page.ts';
export { parseLawphilMasterIndex, parseLawphilYearIndex } from './calendar-index.ts';
export { parseLawphilMonthIndex } from './month-index.ts';
export { parseLawphilStatuteIndex } from './statute-index.ts';
export { parseLawphilLinksIndex } from './links-index.ts';
export { isLawphilHost } from './site.ts';
