import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ScrapingCategorySlug } from '@batas/shared/constants';
import {
  type DocumentLink,
  type ListingFilter,
  type PageLink,
  type ScrapedDocument,
  decodePage,
  parserForCategory,
} from '../../../../src/sources/index.ts';
import { SITES_DIR, SITE_BASE_URLS } from './paths.ts';

export interface CrawlResult {
  indexPages: string[];
  links: DocumentLink[];
  documents: ScrapedDocument[];
  /** URLs the crawl wanted that the mini site does not have (a fixture server would answer 404). */
  missing: string[];
}

/** The file a fixture server rooted at test/fixtures/sites/{source} would serve for a URL. */
export function fixtureFileFor(url: string, source: keyof typeof SITE_BASE_URLS): string | undefined {
  const base = SITE_BASE_URLS[source];
  if (!url.startsWith(`${base}/`)) return undefined;
  const file = join(SITES_DIR, source, decodeURIComponent(new URL(url).pathname.slice(new URL(base).pathname.length)));
  return existsSync(file) ? file : undefined;
}

/**
 * Drives a category's parser over the mini site the way the job runner will (entry pages → index pages →
 * document pages), reading files instead of fetching. Proves the mini sites are complete copies: every link
 * the parsers follow has a page.
 */
export function crawlFixtureSite(
  category: ScrapingCategorySlug,
  filter?: ListingFilter,
  now = new Date('2025-06-01T00:00:00Z'),
): CrawlResult {
  const parser = parserForCategory(category);
  const ctx = { category, filter, baseUrl: SITE_BASE_URLS[parser.id], now };
  const result: CrawlResult = { indexPages: [], links: [], documents: [], missing: [] };
  const queue: PageLink[] = parser.entryPages(category, ctx);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const link = queue.shift()!;
    if (seen.has(link.url)) continue;
    seen.add(link.url);
    const file = fixtureFileFor(link.url, parser.id);
    if (!file) {
      result.missing.push(link.url);
      continue;
    }
    result.indexPages.push(link.url);
    const parsed = parser.parseIndexPage(link, decodePage(readFileSync(file)), ctx);
    queue.push(...parsed.pages);
    result.links.push(...parsed.documents);
  }
  for (const link of result.links) {
    const file = fixtureFileFor(link.url, parser.id);
    if (!file) {
      result.missing.push(link.url);
      continue;
    }
    result.documents.push(parser.parseDocument(decodePage(readFileSync(file)), link.url, ctx));
  }
  return result;
}
