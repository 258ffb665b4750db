import { load } from 'cheerio';
import { parseLegalDate } from '@batas/shared/dates';
import { firstDateSpan } from '../common/date-spans.ts';
import { passesFilter } from '../common/listing-filter.ts';
import { squash } from '../common/text.ts';
import { followableUrl, sitePath } from '../common/urls.ts';
import { type DocumentLink, type IndexParseResult, type ParseContext } from '../types.ts';
import { isElibraryHost, withoutStrayBreaks } from './site.ts';

/**
 * A month of one shelf (/thebookshelf/docmonth/{Mon}/{YYYY}/{shelf}). Each entry is one anchor holding
 * `<STRONG>docket</STRONG><br><small>title</small>date`, with single-quoted absolute hrefs; entries sat in
 * `<li>`s when the fixture was saved and are bare anchors in `div#container_title` on newer captures, so only
 * the anchors are relied on. Document ids are opaque: these links are the only way to reach documents.
 */
export function parseElibraryMonth(html: string, pageUrl: string, ctx: ParseContext): IndexParseResult<never> {
  const $ = load(html);
  const container = $('#container_title').first();
  const scope = container.length > 0 ? container : $('body');
  const documents = new Map<string, DocumentLink>();
  scope.find('a[href]').each((_, element) => {
    const anchor = $(element);
    const url = followableUrl(anchor.attr('href'), pageUrl, ctx.baseUrl, isElibraryHost);
    if (!url || !/\/thebookshelf\/showdocs\/\d+\/\d+\/?$/.test(sitePath(url, ctx.baseUrl))) return;
    const docket = squash(anchor.find('strong, b').first().text());
    const title = withoutStrayBreaks(squash(anchor.find('small').first().text())) || null;
    const rest = anchor.clone();
    rest.find('strong, b, small').remove();
    const dateText = squash(rest.text());
    const date = parseLegalDate(dateText) ?? firstDateSpan(dateText)?.iso ?? null;
    if (!passesFilter(ctx.filter, date)) return;
    const existing = documents.get(url);
    if (existing) {
      if (docket && !existing.labels.includes(docket)) existing.labels.push(docket);
      return;
    }
    documents.set(url, { url, labels: docket ? [docket] : [], date, title });
  });
  return { pages: [], documents: [...documents.values()] };
}
