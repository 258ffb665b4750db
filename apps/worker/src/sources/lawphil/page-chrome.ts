import { type CheerioAPI } from 'cheerio';
import { type DomElement, type Selection, descendantElements, eachTextNode } from '../common/dom.ts';
import { isWatermarkText, stripWatermarks } from './watermarks.ts';

/**
 * LawPhil document pages put everything in one layout table; the document itself is the first (outer)
 * <blockquote> of row 4, from the <hr> after the menu to the 'The Lawphil Project - Arellano Law Foundation'
 * footer (a.id) and the back/top image links. Separate opinions printed after a first footer (2009 pages) stay.
 */
export function lawphilContentRoot($: CheerioAPI): Selection {
  const blockquote = $('body blockquote').first();
  return blockquote.length > 0 ? blockquote : $('body');
}

const DROPPED_TAGS = new Set(['script', 'noscript', 'style', 'link', 'meta', 'form', 'input', 'button']);

/**
 * Removes the site chrome, watermarks and source footers in place, and maps LawPhil's CSS classes to markup.
 * One walk over the elements instead of a CSS query per rule: the Revised Penal Code page has 3,000 elements.
 */
export function stripLawphilChrome($: CheerioAPI, root: Selection): void {
  const removals: DomElement[] = [];
  for (const element of descendantElements(root)) {
    const tag = element.tagName.toLowerCase();
    const href = (element.attribs.href ?? '').trim();
    const classes = (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
    if (DROPPED_TAGS.has(tag) || tag.includes(':'))
      removals.push(element); // <gcse:searchbox-only>
    else if (tag === 'a' && isChromeLink(href, classes)) removals.push(element);
    else if (tag === 'img') replaceHeaderImage($, element, removals);
    else if (tag === 'cite' && isWatermarkText($(element).text())) removals.push(element);
    else if (tag === 'a' && classes.includes('nt') && !href)
      element.tagName = 'sup'; // footnote marker
    else if (classes.length > 0) mapClasses(element, classes);
  }
  for (const element of removals) $(element).remove();
  for (const node of root.toArray()) {
    eachTextNode(node, (text) => {
      text.data = stripWatermarks(text.data);
    });
  }
  trimRules(root);
}

// a.id is the footer; javascript:history.back and #top are navigation; a.ref is LawPhil's own copy of its
// source ('Source: http://www.dilg.gov.ph/…'): provenance, not law.
function isChromeLink(href: string, classes: string[]): boolean {
  return classes.includes('id') || classes.includes('ref') || /^javascript:/i.test(href) || href === '#top';
}

// Header images carry words the text needs ('SUPREME COURT'); the site's other images are decoration.
function replaceHeaderImage($: CheerioAPI, element: DomElement, removals: DomElement[]): void {
  const src = element.attribs.src ?? '';
  if (/sc-hdr\./i.test(src)) $(element).replaceWith('Republic of the Philippines<br />SUPREME COURT');
  else if (/congress\./i.test(src)) $(element).replaceWith('Congress of the Philippines');
  else if (/\/(images|imgs)\//i.test(src)) removals.push(element);
}

// p.c / p.cb centre (cb also bold), p.j* justify, p.b bold: LawPhil's stylesheet is not shipped with the text.
function mapClasses(element: DomElement, classes: string[]): void {
  if (classes.includes('c') || classes.includes('cb')) element.attribs.align = 'center';
  else if (classes.some((name) => /^j[a-z]*$/.test(name))) element.attribs.align = 'justify';
  if (classes.includes('cb') || classes.includes('b')) element.attribs.style = 'font-weight: bold';
}

// The content opens with an <hr> under the menu and closes with one above the back/top links.
function trimRules(root: Selection): void {
  const isRule = (element: Selection) => element.length > 0 && (element.is('hr') || element.is('br'));
  while (isRule(root.children().first())) root.children().first().remove();
  while (isRule(root.children().last())) root.children().last().remove();
}
