import { type CheerioAPI } from 'cheerio';
import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { blockText } from '../common/content-html.ts';
import { firstDateSpan } from '../common/date-spans.ts';
import { type DocketLine, parseDocketLine } from '../common/dockets.ts';
import { type Selection } from '../common/dom.ts';
import { decisionTypeOf, divisionOf, ponenteOf } from '../common/opinion-lines.ts';
import { type StatuteLine, parseStatuteLine } from '../common/statute-kinds.ts';
import { squash, trimPunctuation } from '../common/text.ts';
import { withoutStrayBreaks } from './site.ts';

export interface ElibraryHeader {
  reportCitation: string | null;
  division: string | null;
  /** The grey heading '[ G.R. No. 279692, June 11, 2025 ]' / '[ REPUBLIC ACT NO. 386, June 18, 1949 ]'. */
  headline: string;
  docket: DocketLine | undefined;
  statute: StatuteLine | undefined;
  /** For headlines that are neither (issuances, treaties): the text before the date, and the date. */
  otherNumber: string | null;
  date: string | null;
  title: string;
  decisionType: string | null;
  ponente: string | null;
}

const REPORT_CITATION = /\b(\d{1,4})\s+Phil\.\s+(\d{1,4})\b/;

/**
 * Reads the E-Library document template: an optional Philippine Reports citation line ('968 Phil. 941'),
 * then `<CENTER><H2>DIVISION</H2><H2>[ docket, date ]</H2><H3>TITLE<BR><BR>D E C I S I O N</H3></CENTER>`,
 * then `<p><STRONG>INTING, J.:</STRONG></p>`. The bracketed heading is the one reliable place for the number
 * and the date; the body is never scanned for dates.
 */
export function readElibraryHeader($: CheerioAPI, root: Selection, category: ScrapingCategorySlug): ElibraryHeader {
  const headings = root
    .find('h2')
    .toArray()
    .map((element) => blockText(element));
  const headline = headings.find((text) => /^\[.*\]$/.test(text)) ?? headings.find((text) => firstDateSpan(text)) ?? '';
  const division = headings.map((text) => divisionOf(text)).find(Boolean) ?? null;
  const docket = parseDocketLine(headline);
  const statute = docket ? undefined : parseStatuteLine(headline);
  const date = docket?.date ?? statute?.date ?? firstDateSpan(headline)?.iso ?? null;
  const dateSpan = firstDateSpan(headline);
  const otherNumber =
    docket || statute ? null : trimPunctuation(dateSpan ? headline.slice(0, dateSpan.index) : headline) || null;

  const { title, decisionType } = readTitle($, root);
  const beforeHeadings = squash(root.text().slice(0, 400).split(/\[/)[0]);
  const citation = REPORT_CITATION.exec(beforeHeadings);
  return {
    reportCitation: citation ? `${citation[1]} Phil. ${citation[2]}` : null,
    division: category === 'supreme-court-decisions' ? division : null,
    headline,
    docket,
    statute,
    otherNumber,
    date,
    title,
    decisionType: category === 'supreme-court-decisions' ? decisionType : null,
    ponente: category === 'supreme-court-decisions' ? findPonente($, root) : null,
  };
}

// The title heading ends with the document type after two breaks: 'PARTIES…<BR><BR>D E C I S I O N'.
function readTitle($: CheerioAPI, root: Selection): { title: string; decisionType: string | null } {
  const heading = root
    .find('h3')
    .filter((_, element) => squash($(element).text()).length > 0)
    .first();
  const parts = (heading.html() ?? '')
    .split(/<br\s*\/?>/i)
    .map((part) => squash($('<div></div>').html(part).text()))
    .filter(Boolean);
  const last = parts.at(-1);
  const decisionType = last ? (decisionTypeOf(last) ?? null) : null;
  if (decisionType) parts.pop();
  return { title: withoutStrayBreaks(parts.join(' ')).replace(/\s+/g, ' ').trim(), decisionType };
}

function findPonente($: CheerioAPI, root: Selection): string | null {
  for (const element of root.find('strong, b').toArray().slice(0, 12)) {
    const ponente = ponenteOf($(element).text());
    if (ponente) return ponente;
  }
  return null;
}
