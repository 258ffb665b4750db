import { type ScrapingCategorySlug } from '@batas/shared/constants/scraping';
import { type DocumentLink, type IndexParseResult, type PageLink, type ParseContext, type ScrapedDocument, type SourceId } from '../../sources/types.ts';

/**
 * What the job runner needs from a site module: where a category's crawl starts, and which parser reads a page
 * of a given kind. The kinds are the ones the site's index parsers put on the links they return, so the runner
 * only ever follows links found on pages (it builds no document URL).
 */
export interface SourceAdapter {
  source: SourceId;
  categories: readonly ScrapingCategorySlug[];
  startPages(category: ScrapingCategorySlug, ctx: ParseContext): PageLink[];
  parseIndex(kind: string, html: string, pageUrl: string, ctx: ParseContext): IndexParseResult;
  parseDocument(html: string, pageUrl: string, ctx: ParseContext, listing: DocumentLink | null): ScrapedDocument;
}

export class UnknownPageKindError extends Error {
  constructor(source: SourceId, kind: string) {
    super(`${source} has no parser for pages of kind '${kind}'`);
    this.name = 'UnknownPageKindError';
  }
}
