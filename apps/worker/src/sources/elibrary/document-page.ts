import { type CheerioAPI, load } from 'cheerio';
import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { finishContent } from '../common/content-html.ts';
import { categoryMeta } from '../common/document-meta.ts';
import { type Selection, descendantElements, eachTextNode } from '../common/dom.ts';
import { DEFAULT_BASE_URLS } from '../base-urls.ts';
import { type ScrapedDocument } from '../types.ts';
import { readElibraryHeader } from './document-header.ts';
import { isElibraryHost, withoutStrayBreaks } from './site.ts';

export interface ElibraryPageOptions {
  sourceUrl: string;
  /** The shelf's category: the template is the same for decisions, statutes, issuances and treaties. */
  category: ScrapingCategorySlug;
  /** The configured site root; links to the E-Library's host are moved onto it. */
  baseUrl?: string;
}

/**
 * A document page of the E-Library: the normal view (/thebookshelf/showdocs/{shelf}/{id}, content in
 * `div#left > div.single_content`) or the printer-friendly one (showdocsfriendly: no chrome, content in
 * <body>, a 'Source: Supreme Court E-Library' footer).
 */
export function parseElibraryDocumentPage(html: string, options: ElibraryPageOptions): ScrapedDocument {
  const $ = load(html);
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URLS.elibrary;
  const root = elibraryContentRoot($);
  stripElibraryChrome($, root);
  const header = readElibraryHeader($, root, options.category);
  const meta = categoryMeta(options.category);
  const isDecision = options.category === 'supreme-court-decisions';
  const citation = header.docket?.caseNumber ?? header.statute?.citation ?? header.otherNumber;
  const { htmlContent, content } = finishContent($, root, options.sourceUrl, baseUrl, isElibraryHost);
  return {
    source: 'elibrary',
    sourceUrl: options.sourceUrl,
    category: options.category,
    title: header.title || citation || header.headline,
    documentType: meta.documentType,
    decisionType: header.decisionType,
    court: meta.court,
    courtLevel: meta.courtLevel,
    citation: citation ?? null,
    reportCitation: header.reportCitation,
    grNumber: header.docket?.kind === 'G.R.' ? header.docket.number : null,
    caseNumber: header.docket?.caseNumber ?? null,
    relatedDockets: [],
    statuteNumber: header.statute?.number ?? null,
    dateDecided: isDecision ? header.date : null,
    dateEnacted: isDecision ? null : header.date,
    ponente: header.ponente,
    division: header.division,
    htmlContent,
    content,
  };
}

export function elibraryContentRoot($: CheerioAPI): Selection {
  const content = $('div.single_content').first();
  return content.length > 0 ? content : $('body');
}

/** Printer link, scripts, the printer view's source footer and browser-extension elements go; the text stays. */
function stripElibraryChrome($: CheerioAPI, root: Selection): void {
  for (const element of descendantElements(root)) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'noscript', 'link', 'meta', 'form', 'input'].includes(tag) || tag.includes('-')) {
      $(element).remove();
    }
  }
  root.find('a[href*="showdocsfriendly"]').each((_, element) => {
    // The link sits in its own small <div align='right'>; never take the content box with it.
    const box = $(element).closest('div');
    const own = box.length > 0 && !box.is(root) && box.text().trim().length < 200;
    (own ? box : $(element)).remove();
  });
  root
    .find('center')
    .filter((_, element) => /Source:\s*Supreme Court E-Library|E-LibCMS/i.test($(element).text()))
    .each((_, element) => {
      const footer = $(element);
      footer.prev('hr').remove();
      footer.remove();
    });
  for (const node of root.toArray()) {
    eachTextNode(node, (text) => {
      text.data = text.data.includes('BR>') ? withoutStrayBreaks(text.data) : text.data;
    });
  }
}
