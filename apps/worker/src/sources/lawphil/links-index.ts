import { load } from 'cheerio';
import { passesFilter } from '../common/listing-filter.ts';
import { squash } from '../common/text.ts';
import { followableUrl, sitePath } from '../common/urls.ts';
import { type DocumentLink, type IndexParseResult, type ParseContext } from '../types.ts';
import { isLawphilHost } from './site.ts';

/**
 * Short pages that link named documents (the Constitutions page, the Rules of Court page). Only links whose
 * path fits the category's document pattern count; the rest of the page is navigation. A year in the link
 * text or file name ('1987 Constitution', cons1935.html) feeds the year filter.
 */
export function parseLawphilLinksIndex(
  html: string,
  pageUrl: string,
  ctx: ParseContext,
  documentPath: RegExp,
): IndexParseResult<never> {
  const $ = load(html);
  const byUrl = new Map<string, DocumentLink>();
  $('a[href]').each((_, element) => {
    const anchor = $(element);
    const url = followableUrl(anchor.attr('href'), pageUrl, ctx.baseUrl, isLawphilHost);
    if (!url || url === pageUrl || !documentPath.test(sitePath(url, ctx.baseUrl))) return;
    const label = squash(anchor.text());
    const year = /\b(1[89]\d\d|20\d\d)\b/.exec(`${label} ${url}`)?.[1];
    if (!passesFilter(ctx.filter, null, year ? Number(year) : null)) return;
    const existing = byUrl.get(url);
    if (existing) {
      if (label && !existing.labels.includes(label)) existing.labels.push(label);
      return;
    }
    byUrl.set(url, { url, labels: label ? [label] : [], date: null, title: label || null });
  });
  return { pages: [], documents: [...byUrl.values()] };
}
