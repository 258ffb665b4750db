import { load } from 'cheerio';
import { monthNumber } from '../common/listing-filter.ts';
import { followableUrl, sitePath } from '../common/urls.ts';
import { type IndexParseResult, type PageLink, type ParseContext } from '../types.ts';
import { isLawphilHost } from './site.ts';

export type LawphilCalendarKind = 'decision-master' | 'decision-year' | 'decision-month';

const MONTH_CODES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The master page (/judjuris/judjuris.html) links every year 1901–2040, future years included: keep years up
 * to the current one, and only the filter's year when there is one. Newest first, so a capped job imports
 * recent decisions.
 */
export function parseLawphilMasterIndex(
  html: string,
  pageUrl: string,
  ctx: ParseContext,
): IndexParseResult<LawphilCalendarKind> {
  const $ = load(html);
  const thisYear = (ctx.now ?? new Date()).getUTCFullYear();
  const years = new Map<number, PageLink<LawphilCalendarKind>>();
  $('a[href]').each((_, element) => {
    const url = followableUrl($(element).attr('href'), pageUrl, ctx.baseUrl, isLawphilHost);
    const match = url ? /\/juri(\d{4})\/juri\1\.html$/i.exec(sitePath(url, ctx.baseUrl)) : null;
    if (!url || !match) return;
    const year = Number(match[1]);
    if (year > thisYear || (ctx.filter?.year && year !== ctx.filter.year)) return;
    if (!years.has(year)) years.set(year, { url, kind: 'decision-year', label: String(year) });
  });
  return { pages: [...years.entries()].sort(([a], [b]) => b - a).map(([, link]) => link), documents: [] };
}

/**
 * A year page links its months as '{mon}{YYYY}/{mon}{YYYY}.html'. Months not published yet are written as
 * `<a class="progressive"><xref="may2023/…">`: not links, so they are simply not found. Newest month first.
 */
export function parseLawphilYearIndex(
  html: string,
  pageUrl: string,
  ctx: ParseContext,
): IndexParseResult<LawphilCalendarKind> {
  const $ = load(html);
  const wantMonth = monthNumber(ctx.filter?.month);
  const months = new Map<string, { order: number; link: PageLink<LawphilCalendarKind> }>();
  $('a[href]').each((_, element) => {
    const url = followableUrl($(element).attr('href'), pageUrl, ctx.baseUrl, isLawphilHost);
    const match = url ? /\/([a-z]{3})(\d{4})\/\1\2\.html$/i.exec(sitePath(url, ctx.baseUrl)) : null;
    if (!url || !match?.[1]) return;
    const month = MONTH_CODES.indexOf(match[1].toLowerCase()) + 1;
    const year = Number(match[2]);
    if (month === 0 || (wantMonth && month !== wantMonth) || (ctx.filter?.year && year !== ctx.filter.year)) return;
    if (!months.has(url))
      months.set(url, {
        order: year * 100 + month,
        link: { url, kind: 'decision-month', label: `${match[1]}${year}` },
      });
  });
  return { pages: [...months.values()].sort((a, b) => b.order - a.order).map((entry) => entry.link), documents: [] };
}
