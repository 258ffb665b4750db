import { load } from 'cheerio';
import { monthNumber } from '../common/listing-filter.ts';
import { squash } from '../common/text.ts';
import { followableUrl, sitePath } from '../common/urls.ts';
import { type DocumentLink, type IndexParseResult, type PageLink, type ParseContext } from '../types.ts';
import { ELIBRARY_MONTHS, isElibraryHost, withoutStrayBreaks } from './site.ts';

const DOCMONTH = /\/thebookshelf\/docmonth\/([A-Za-z]{3})[A-Za-z]*\/(\d{4})\/(\d+)\/?$/;
const SHOWDOCS = /\/thebookshelf\/showdocs\/\d+\/\d+\/?$/;

/**
 * A shelf's landing page (/thebookshelf/{id}): links to its months (docmonth/{Mon}/{YYYY}/{id}), kept when
 * they pass the year/month filter, newest first. Shelves without month pages (Rules of Court) link their
 * documents directly; those links are returned as documents.
 */
export function parseElibraryShelf(html: string, pageUrl: string, ctx: ParseContext): IndexParseResult<'month'> {
  const $ = load(html);
  const wantMonth = monthNumber(ctx.filter?.month);
  const months = new Map<string, { order: number; link: PageLink<'month'> }>();
  const documents = new Map<string, DocumentLink>();
  $('a[href]').each((_, element) => {
    const anchor = $(element);
    const url = followableUrl(anchor.attr('href'), pageUrl, ctx.baseUrl, isElibraryHost);
    if (!url) return;
    const path = sitePath(url, ctx.baseUrl);
    const month = DOCMONTH.exec(path);
    if (month?.[1]) {
      const number = ELIBRARY_MONTHS.findIndex((name) => name.toLowerCase() === month[1]?.toLowerCase()) + 1;
      const year = Number(month[2]);
      if (number === 0 || (ctx.filter?.year && year !== ctx.filter.year) || (wantMonth && number !== wantMonth)) return;
      months.set(url, { order: year * 100 + number, link: { url, kind: 'month', label: `${month[1]} ${year}` } });
    } else if (SHOWDOCS.test(path) && !documents.has(url)) {
      const title = withoutStrayBreaks(squash(anchor.text())) || null;
      documents.set(url, { url, labels: title ? [title] : [], date: null, title });
    }
  });
  return {
    pages: [...months.values()].sort((a, b) => b.order - a.order).map((entry) => entry.link),
    documents: [...documents.values()],
  };
}
