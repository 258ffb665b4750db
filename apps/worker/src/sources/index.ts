import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { sourceForCategory } from './category-sources.ts';
import {
  elibraryEntryPages,
  parseElibraryDocument,
  parseElibraryIndexPage,
  type ElibraryPageKind,
} from './elibrary/index.ts';
import {
  lawphilEntryPages,
  parseLawphilDocument,
  parseLawphilIndexPage,
  type LawphilPageKind,
} from './lawphil/index.ts';
import {
  type IndexParseResult,
  type PageLink,
  type ParseContext,
  type ScrapedDocument,
  type SourceId,
} from './types.ts';

/**
 * The parsing half of a source site, as the job runner drives it: start pages for a category, then each
 * fetched index page yields more index pages and document links (all read from the page), and each document
 * page yields one ScrapedDocument. Fetching, politeness and storage live elsewhere.
 */
export interface SourceParser<Kind extends string = string> {
  id: SourceId;
  entryPages(category: ScrapingCategorySlug, ctx: ParseContext): PageLink<Kind>[];
  parseIndexPage(link: PageLink<Kind>, html: string, ctx: ParseContext): IndexParseResult<Kind>;
  parseDocument(html: string, sourceUrl: string, ctx: ParseContext): ScrapedDocument;
}

export const lawphilParser: SourceParser<LawphilPageKind> = {
  id: 'lawphil',
  entryPages: (category, ctx) => lawphilEntryPages(category, ctx),
  parseIndexPage: parseLawphilIndexPage,
  parseDocument: parseLawphilDocument,
};

export const elibraryParser: SourceParser<ElibraryPageKind> = {
  id: 'elibrary',
  entryPages: (category, ctx) => elibraryEntryPages(category, ctx),
  parseIndexPage: parseElibraryIndexPage,
  parseDocument: parseElibraryDocument,
};

export const SOURCE_PARSERS: Readonly<Record<SourceId, SourceParser>> = {
  lawphil: lawphilParser as SourceParser,
  elibrary: elibraryParser as SourceParser,
};

/** The parser of the site that serves a category (see CATEGORY_SOURCES). */
export function parserForCategory(category: ScrapingCategorySlug): SourceParser {
  return SOURCE_PARSERS[sourceForCategory(category)];
}

export * from './types.ts';
export { CATEGORY_SOURCES, categoryIndexUrls, sourceForCategory, type CategorySource } from './category-sources.ts';
export { DEFAULT_BASE_URLS, sourceBaseUrls, normaliseBaseUrl, siteUrl } from './base-urls.ts';
export { decodePage, charsetOf, normaliseCharset } from './common/decode-page.ts';
export { repairMojibake } from './common/mojibake.ts';
export { type ListingFilter, monthNumber, passesFilter } from './common/listing-filter.ts';
export * from './lawphil/index.ts';
export * from './elibrary/index.ts';
