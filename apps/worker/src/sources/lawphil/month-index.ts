import { load } from 'cheerio';
import { type DomElement, type DomNode, isElement, nodeText } from '../common/dom.ts';
import { passesFilter } from '../common/listing-filter.ts';
import { squash } from '../common/text.ts';
import { followableUrl } from '../common/urls.ts';
import { type DocumentLink, type IndexParseResult, type ParseContext } from '../types.ts';
import { listingRows, readFirstCell, rowPdfUrl } from './listing-rows.ts';
import { isLawphilHost } from './site.ts';

/**
 * A month of decisions (/judjuris/juri{Y}/{mon}{Y}/{mon}{Y}.html). Joint decisions list several rows that
 * link to one page, and a row's label can disagree with its link (the row labelled 155573 links to
 * gr_154473_2009.html), so rows are merged on the link and every label is kept.
 */
export function parseLawphilMonthIndex(html: string, pageUrl: string, ctx: ParseContext): IndexParseResult<never> {
  const $ = load(html);
  const byUrl = new Map<string, DocumentLink>();
  for (const cells of listingRows($)) {
    const [labelCell, titleCell] = cells;
    const first = labelCell ? readFirstCell(labelCell, pageUrl, ctx.baseUrl) : undefined;
    if (!first || !titleCell || !passesFilter(ctx.filter, first.date)) continue;
    const { title, opinionHrefs } = readTitleCell(titleCell);
    const opinionUrls = opinionHrefs
      .map((href) => followableUrl(href, pageUrl, ctx.baseUrl, isLawphilHost))
      .filter((url): url is string => Boolean(url));
    const existing = byUrl.get(first.url);
    if (existing) {
      for (const label of first.labels) if (!existing.labels.includes(label)) existing.labels.push(label);
      for (const url of opinionUrls)
        if (!existing.separateOpinionUrls?.includes(url)) existing.separateOpinionUrls?.push(url);
      continue;
    }
    byUrl.set(first.url, {
      url: first.url,
      labels: first.labels,
      date: first.date,
      title: title || null,
      pdfUrl: rowPdfUrl(cells, pageUrl, ctx.baseUrl),
      separateOpinionUrls: opinionUrls,
    });
  }
  return { pages: [], documents: [...byUrl.values()] };
}

/**
 * Cell 2: the parties ('X <a class="vs">vs.</a> Y'). Newer months append
 * '<br><a class="vs">Separate Opinion<br></a><a href="gr_…_caguioa.html">Justice …</a>': the title stops at that
 * heading and the opinion pages are returned apart (PDF links excluded).
 */
function readTitleCell(cell: DomElement): { title: string; opinionHrefs: string[] } {
  let title = '';
  let inOpinions = false;
  const opinionHrefs: string[] = [];
  const visit = (node: DomNode) => {
    if (isElement(node) && node.tagName === 'a') {
      const text = nodeText(node);
      const href = node.attribs.href;
      if (!href && /opinion/i.test(text)) inOpinions = true;
      else if (href && !/\.pdf$/i.test(href)) opinionHrefs.push(href);
      else if (!href && !inOpinions) title += text;
      return;
    }
    if (node.type === 'text' && !inOpinions) title += nodeText(node);
    else if (isElement(node) && node.tagName === 'br') title += inOpinions ? '' : ' ';
    for (const child of (node as { children?: DomNode[] }).children ?? []) visit(child);
  };
  for (const child of cell.children) visit(child);
  return { title: squash(title), opinionHrefs };
}
