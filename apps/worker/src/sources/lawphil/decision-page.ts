import { load } from 'cheerio';
import { finishContent } from '../common/content-html.ts';
import { categoryMeta } from '../common/document-meta.ts';
import { parseDocketLine } from '../common/dockets.ts';
import { squash } from '../common/text.ts';
import { type ScrapedDocument } from '../types.ts';
import { DEFAULT_BASE_URLS } from '../base-urls.ts';
import { readDecisionHeader } from './decision-header.ts';
import { lawphilContentRoot, stripLawphilChrome } from './page-chrome.ts';
import { metaSubject, pageTitle } from './page-meta.ts';
import { isLawphilHost } from './site.ts';

export interface LawphilPageOptions {
  sourceUrl: string;
  /** The configured site root; links to lawphil.net hosts are moved onto it. Default https://lawphil.net. */
  baseUrl?: string;
}

/**
 * A Supreme Court decision page, any generation (1988 `<p><b>G.R. No. 71464 August 4, 1988</p>`, 2000s
 * 'D E C I S I O N' with rnt/fnt footnotes, 2016+ `p.cb` '[ G.R. No. 161425. November 23, 2016 ]').
 * The title is the caption as printed in the body (the form the E-Library and the sample data use), falling
 * back to <meta name="subject"> without its 'Philippine Jurisprudence - ' prefix. <title> only gives the number.
 */
export function parseLawphilDecisionPage(html: string, options: LawphilPageOptions): ScrapedDocument {
  const $ = load(html);
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URLS.lawphil;
  const root = lawphilContentRoot($);
  stripLawphilChrome($, root);
  const header = readDecisionHeader($, root);
  const docket = header.docket ?? parseDocketLine(pageTitle($));
  const subjectTitle = metaSubject($).replace(/^Philippine Jurisprudence\s*-\s*/i, '');
  const meta = categoryMeta('supreme-court-decisions');
  const { htmlContent, content } = finishContent($, root, options.sourceUrl, baseUrl, isLawphilHost);
  return {
    source: 'lawphil',
    sourceUrl: options.sourceUrl,
    category: 'supreme-court-decisions',
    title: header.caption ?? (subjectTitle || squash(docket?.caseNumber) || pageTitle($)),
    documentType: meta.documentType,
    decisionType: header.decisionType,
    court: meta.court,
    courtLevel: meta.courtLevel,
    citation: docket?.caseNumber ?? null,
    reportCitation: null,
    grNumber: docket?.kind === 'G.R.' ? docket.number : null,
    caseNumber: docket?.caseNumber ?? null,
    relatedDockets: header.relatedDockets,
    statuteNumber: null,
    dateDecided: docket?.date ?? header.looseDate,
    dateEnacted: null,
    ponente: header.ponente,
    division: header.division,
    htmlContent,
    content,
  };
}
