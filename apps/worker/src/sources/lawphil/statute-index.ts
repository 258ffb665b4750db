import { load } from 'cheerio';
import { nodeText } from '../common/dom.ts';
import { passesFilter } from '../common/listing-filter.ts';
import { squash } from '../common/text.ts';
import { sitePath } from '../common/urls.ts';
import { type DocumentLink, type IndexParseResult, type ParseContext } from '../types.ts';
import { listingRows, readFirstCell, rowPdfUrl } from './listing-rows.ts';

/**
 * A statute or issuance category (repacts.html, legis_pd.html, execord.html, …): one long table of every
 * document, rows `<td><a href="ra2024/ra_12036_2024.html">Republic Act No. 12036</a><br>October 17, 2024</td>
 * <td>title</td><td>(pdf)</td>`. No server-side paging and no year pages, so specificYear and specificMonth
 * are applied here: to the row date, or to the year in the link's folder ('ra2024/') when a row has no date.
 */
export function parseLawphilStatuteIndex(html: string, pageUrl: string, ctx: ParseContext): IndexParseResult<never> {
  const $ = load(html);
  const byUrl = new Map<string, DocumentLink>();
  for (const cells of listingRows($)) {
    const [labelCell, titleCell] = cells;
    const first = labelCell ? readFirstCell(labelCell, pageUrl, ctx.baseUrl) : undefined;
    if (!first) continue;
    const folderYear = /\/[a-z]+(\d{4})\/[^/]+$/i.exec(sitePath(first.url, ctx.baseUrl))?.[1];
    if (!passesFilter(ctx.filter, first.date, folderYear ? Number(folderYear) : null)) continue;
    const existing = byUrl.get(first.url);
    if (existing) {
      for (const label of first.labels) if (!existing.labels.includes(label)) existing.labels.push(label);
      continue;
    }
    byUrl.set(first.url, {
      url: first.url,
      labels: first.labels,
      date: first.date,
      title: (titleCell && squash(nodeText(titleCell))) || null,
      pdfUrl: rowPdfUrl(cells, pageUrl, ctx.baseUrl),
    });
  }
  return { pages: [], documents: [...byUrl.values()] };
}
