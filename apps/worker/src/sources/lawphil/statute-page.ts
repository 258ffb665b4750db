import { load } from 'cheerio';
import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { blockText, finishContent } from '../common/content-html.ts';
import { categoryMeta } from '../common/document-meta.ts';
import { type StatuteLine, parseStatuteLine } from '../common/statute-kinds.ts';
import { squash } from '../common/text.ts';
import { DEFAULT_BASE_URLS } from '../base-urls.ts';
import { type ScrapedDocument } from '../types.ts';
import { type LawphilPageOptions } from './decision-page.ts';
import { lawphilContentRoot, stripLawphilChrome } from './page-chrome.ts';
import { metaSubject, pageTitle } from './page-meta.ts';
import { isLawphilHost } from './site.ts';
import { approvalDate, closingDate } from './statute-dates.ts';

export interface LawphilStatuteOptions extends LawphilPageOptions {
  /** The category being scraped; when absent it is read from the number line ('REPUBLIC ACT No. …'). */
  category?: ScrapingCategorySlug;
}

// <meta name="subject"> is '<category> - <long title>' ('Republic Acts - AN ACT …', 'Acts - AN ACT …').
const SUBJECT_PREFIX =
  /^(?:Republic Acts?|Acts?|Batas Pambansa(?: Blg\.?)?|Commonwealth Acts?|Presidential Decrees?|Executive Orders?|Administrative Orders?|Memorandum Orders?|Memorandum Circulars?|(?:Presidential )?Proclamations?|General Orders?|Letters? of Instructions?|Philippine Statutes)\s*-\s*/i;

const HEADER_BLOCKS = 15;

/**
 * A statute or executive issuance page (RA, Act, BP, CA, PD, EO, AO, MO, MC, Proclamation, GO). Number lines
 * come in two layouts: older `<p><b>REPUBLIC ACT No. 9995</p>` or 'REPUBLIC ACT NO. 8792 June 14, 2000', newer
 * `p.cb` '[ Act No. 3815, December 08, 1930 ]'; a congress header or a repeal note may come first. The title is
 * the long title ('AN ACT …') from <meta name="subject">, else the paragraph after the number line.
 * The date is the 'Approved:' line, else the number line's date, else the last date in the closing paragraphs.
 */
export function parseLawphilStatutePage(html: string, options: LawphilStatuteOptions): ScrapedDocument {
  const $ = load(html);
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URLS.lawphil;
  const root = lawphilContentRoot($);
  stripLawphilChrome($, root);

  const blocks = root
    .children()
    .toArray()
    .slice(0, HEADER_BLOCKS)
    .map((element) => blockText(element));
  let numberLine: StatuteLine | undefined;
  let titleAfterNumber = '';
  for (const [index, text] of blocks.entries()) {
    numberLine = parseStatuteLine(text, options.category);
    if (numberLine) {
      titleAfterNumber = blocks.slice(index + 1).find((candidate) => candidate.length > 0) ?? '';
      break;
    }
  }
  numberLine ??= parseStatuteLine(pageTitle($), options.category);
  const category = options.category ?? numberLine?.kind.category ?? 'republic-acts';
  const meta = categoryMeta(category);
  const subject = metaSubject($).replace(SUBJECT_PREFIX, '');
  const dateEnacted = approvalDate($, root) ?? numberLine?.date ?? closingDate($, root) ?? null;
  const { htmlContent, content } = finishContent($, root, options.sourceUrl, baseUrl, isLawphilHost);
  return {
    source: 'lawphil',
    sourceUrl: options.sourceUrl,
    category,
    title: subject || squash(titleAfterNumber) || numberLine?.citation || pageTitle($),
    documentType: meta.documentType,
    decisionType: null,
    court: meta.court,
    courtLevel: meta.courtLevel,
    citation: numberLine?.citation ?? null,
    reportCitation: null,
    grNumber: null,
    caseNumber: null,
    relatedDockets: [],
    statuteNumber: numberLine?.number ?? null,
    dateDecided: null,
    dateEnacted,
    ponente: null,
    division: null,
    htmlContent,
    content,
  };
}
