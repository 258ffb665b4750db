import { SCRAPING_CATEGORIES, type ScrapingCategorySlug } from '@batas/shared/constants';
import { parserForCategory, SOURCE_PARSERS, type SourceParser } from '../sources/index.ts';
import type { WorkItem } from '@batas/db/scraping-queue';
import {
  type DocumentLink,
  type IndexParseResult,
  type PageLink,
  type ParseContext,
  type ScrapedDocument,
  type SourceId,
} from '../sources/types.ts';

/** A queued URL as the crawl reads it: the listing it was found with is one of the sources' DocumentLinks. */
export type CrawlItem = WorkItem<DocumentLink>;

/** Where a category's crawl begins. */
export interface StartPage extends PageLink {
  category: string;
  source: string;
}

/** The job's view of one category: its filter and the site root of whichever source serves it. */
export type ContextFor = (category: ScrapingCategorySlug, source: SourceId) => ParseContext;

const KNOWN = new Set<string>(SCRAPING_CATEGORIES.map((category) => category.slug));

export class UnknownSourceError extends Error {
  constructor(source: string) {
    super(`no parser for source '${source}'`);
    this.name = 'UnknownSourceError';
  }
}

/**
 * Where a category's crawl starts, on the site `parserForCategory` picks (LawPhil or the E-Library). Undefined
 * for a slug no parser knows: rows written before a category was renamed must not stop the rest of the job.
 */
export function startPagesOf(category: string, contextFor: ContextFor): StartPage[] | undefined {
  if (!KNOWN.has(category)) return undefined;
  const slug = category as ScrapingCategorySlug;
  const parser = parserForCategory(slug);
  // A job's work list holds a URL once, but the E-Library site map is the start page of three categories and is
  // read differently for each: the fragment (never sent, see pageUrlOf) keeps one work item per category.
  return parser.entryPages(slug, contextFor(slug, parser.id)).map((page) => ({
    ...page,
    url: `${page.url}#${category}`,
    category,
    source: parser.id,
  }));
}

/** The URL to fetch and to parse under: the work item's URL without the category fragment of a start page. */
export function pageUrlOf(item: Pick<WorkItem, 'url'>): string {
  const hash = item.url.indexOf('#');
  return hash < 0 ? item.url : item.url.slice(0, hash);
}

export type ParsedPage = { kind: 'index'; found: IndexParseResult } | { kind: 'document'; document: ScrapedDocument };

/**
 * Parses a fetched work item with the parser of the site it was queued for (stored on the item, so a job keeps
 * reading its pages with the same site module even if CATEGORY_SOURCES changes while it is paused). The page
 * kind is the one the parser itself put on the link when it found it.
 */
export function parseWorkItem(item: CrawlItem, html: string, contextFor: ContextFor): ParsedPage {
  const parser: SourceParser | undefined = Object.hasOwn(SOURCE_PARSERS, item.source)
    ? SOURCE_PARSERS[item.source as SourceId]
    : undefined;
  if (!parser) throw new UnknownSourceError(item.source);
  const ctx = contextFor(item.category as ScrapingCategorySlug, parser.id);
  const url = pageUrlOf(item);
  if (item.is_document) return { kind: 'document', document: parser.parseDocument(html, url, ctx) };
  // The parsers switch on their own kinds; an item queued under a kind they no longer know would read as undefined.
  const found = parser.parseIndexPage({ url, kind: item.kind }, html, ctx) as IndexParseResult | undefined;
  if (!found) throw new Error(`${parser.id} has no parser for index pages of kind '${item.kind}'`);
  return { kind: 'index', found };
}
