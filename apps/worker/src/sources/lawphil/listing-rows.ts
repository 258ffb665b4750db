import { type CheerioAPI } from 'cheerio';
import { parseLegalDate } from '@batas/shared/dates';
import { firstDateSpan } from '../common/date-spans.ts';
import {
  type DomElement,
  type DomNode,
  childElements,
  descendantElements,
  isElement,
  nodeText,
} from '../common/dom.ts';
import { squash } from '../common/text.ts';
import { followableUrl } from '../common/urls.ts';
import { isLawphilHost } from './site.ts';

/**
 * Rows of a LawPhil listing table, as arrays of their cells. The list is `table#s-menu` with `tr.xy` rows; the
 * whole page also sits in a layout table, so a naive `tr` scan would hit the wrapper row. Without #s-menu, rows
 * with two or more cells and no nested table are taken (as CaseLens does). Rows are walked as plain DOM nodes:
 * a month can have 200 rows, and a CSS query per cell made parsing one page take hundreds of milliseconds.
 */
export function listingRows($: CheerioAPI): DomElement[][] {
  const menu = $('table#s-menu').first();
  const rows = menu.length > 0 ? menu.find('tr').toArray() : $('tr').toArray();
  return rows
    .filter((row) => menu.length > 0 || !descendantElements($(row)).some((element) => element.tagName === 'table'))
    .map((row) => childElements(row).filter((cell) => cell.tagName === 'td'))
    .filter((cells) => cells.length >= 2);
}

export interface FirstCell {
  url: string;
  labels: string[];
  date: string | null;
}

function anchorsOf(node: DomNode): DomElement[] {
  const found: DomElement[] = [];
  const walk = (current: DomNode) => {
    for (const child of (current as { children?: DomNode[] }).children ?? []) {
      if (isElement(child) && child.tagName === 'a') found.push(child);
      else walk(child);
    }
  };
  walk(node);
  return found;
}

/** Hrefs of the anchors under a node, in order. */
export function hrefsIn(node: DomNode): string[] {
  return anchorsOf(node)
    .map((anchor) => anchor.attribs.href)
    .filter((href): href is string => Boolean(href));
}

// A label anchor may hold several labels separated by <br>: 'G.R. No. 164785<br />G.R. No. 165636'.
function labelsOf(anchor: DomElement): string[] {
  const parts: string[] = [''];
  for (const child of anchor.children) {
    if (isElement(child) && child.tagName === 'br') parts.push('');
    else parts[parts.length - 1] += nodeText(child);
  }
  return parts.map(squash).filter(Boolean);
}

// Text of a cell outside its anchors: the date after the label link.
function textOutsideAnchors(node: DomNode): string {
  if (isElement(node) && node.tagName === 'a') return ' ';
  if (node.type === 'text') return nodeText(node);
  if (isElement(node) && node.tagName === 'br') return ' ';
  return ((node as { children?: DomNode[] }).children ?? []).map(textOutsideAnchors).join('');
}

/**
 * Cell 1: the document link (labels may be several, separated by <br>) followed by <br> and the date. Rows
 * whose link has no href (`a.nya`, PDF-only, or the broken `<a class="nya" "…">`) are not followable: undefined.
 */
export function readFirstCell(cell: DomElement, pageUrl: string, baseUrl: string): FirstCell | undefined {
  for (const anchor of anchorsOf(cell)) {
    const href = anchor.attribs.href;
    if (!href || /\.pdf$/i.test(href)) continue;
    const url = followableUrl(href, pageUrl, baseUrl, isLawphilHost);
    if (!url) continue;
    const dateText = squash(textOutsideAnchors(cell));
    return { url, labels: labelsOf(anchor), date: parseLegalDate(dateText) ?? firstDateSpan(dateText)?.iso ?? null };
  }
  return undefined;
}

/**
 * The document's PDF: the link in cell 3 on newer pages. The title cell can hold separate opinions' PDFs,
 * so only the first cell is searched when no later cell has one.
 */
export function rowPdfUrl(cells: DomElement[], pageUrl: string, baseUrl: string): string | null {
  const pdfIn = (nodes: DomElement[]) => nodes.flatMap(hrefsIn).find((href) => /\.pdf$/i.test(href));
  const href = pdfIn(cells.slice(2)) ?? pdfIn(cells.slice(0, 1));
  return followableUrl(href, pageUrl, baseUrl, isLawphilHost) ?? null;
}
