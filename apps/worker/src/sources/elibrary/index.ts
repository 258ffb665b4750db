import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { monthNumber } from '../common/listing-filter.ts';
import { siteUrl } from '../base-urls.ts';
import { type IndexParseResult, type PageLink, type ParseContext, type ScrapedDocument } from '../types.ts';
import { ELIBRARY_DIRECTORY_PATH, ELIBRARY_SHELVES, elibraryMonthPath, elibraryShelfPath } from './categories.ts';
import { parseElibraryDirectory } from './directory-page.ts';
import { parseElibraryDocumentPage } from './document-page.ts';
import { parseElibraryMonth } from './month-page.ts';
import { parseElibraryShelf } from './shelf-page.ts';
import { ELIBRARY_MONTHS } from './site.ts';

export type ElibraryPageKind = 'directory' | 'shelf' | 'month';

/**
 * Where a crawl of one category starts: the site map when the shelf id is unknown, the month page itself when
 * the shelf, year and month are all known (saves a request to a rate-sensitive host), else the shelf page.
 */
export function elibraryEntryPages(slug: ScrapingCategorySlug, ctx: ParseContext): PageLink<ElibraryPageKind>[] {
  const { shelfId } = ELIBRARY_SHELVES[slug];
  if (shelfId === null) return [{ url: siteUrl(ctx.baseUrl, ELIBRARY_DIRECTORY_PATH), kind: 'directory' }];
  const month = monthNumber(ctx.filter?.month);
  const name = month ? ELIBRARY_MONTHS[month - 1] : undefined;
  if (ctx.filter?.year && name) {
    return [{ url: siteUrl(ctx.baseUrl, elibraryMonthPath(shelfId, name, ctx.filter.year)), kind: 'month' }];
  }
  return [{ url: siteUrl(ctx.baseUrl, elibraryShelfPath(shelfId)), kind: 'shelf' }];
}

export function parseElibraryIndexPage(
  link: PageLink<ElibraryPageKind>,
  html: string,
  ctx: ParseContext,
): IndexParseResult<ElibraryPageKind> {
  switch (link.kind) {
    case 'directory':
      return parseElibraryDirectory(html, link.url, ctx);
    case 'shelf':
      return parseElibraryShelf(html, link.url, ctx);
    case 'month':
      return parseElibraryMonth(html, link.url, ctx);
  }
}

export function parseElibraryDocument(html: string, sourceUrl: string, ctx: ParseContext): ScrapedDocument {
  return parseElibraryDocumentPage(html, { sourceUrl, category: ctx.category, baseUrl: ctx.baseUrl });
}

export { ELIBRARY_SHELVES, type ElibraryShelf } from './categories.ts';
export { parseElibraryDocumentPage, type ElibraryPageOptions } from './document-page.ts';
export { parseElibraryDirectory, findShelfLinks, type ShelfLink } from './directory-page.ts';
export { parseElibraryShelf } from './shelf-page.ts';
export { parseElibraryMonth } from './month-page.ts';
export { isElibraryHost } from './site.ts';
