import { load } from 'cheerio';
import { blockText, finishContent } from '../common/content-html.ts';
import { firstDateSpan } from '../common/date-spans.ts';
import { categoryMeta } from '../common/document-meta.ts';
import { squash } from '../common/text.ts';
import { DEFAULT_BASE_URLS } from '../base-urls.ts';
import { type ScrapedDocument } from '../types.ts';
import { type LawphilPageOptions } from './decision-page.ts';
import { CONSTITUTION_DATES, constitutionYear } from './constitution-dates.ts';
import { lawphilContentRoot, stripLawphilChrome } from './page-chrome.ts';
import { metaSubject, pageTitle } from './page-meta.ts';
import { isLawphilHost } from './site.ts';

export interface LawphilTitledOptions extends LawphilPageOptions {
  category: 'constitutions' | 'rules-of-court';
}

const EFFECTIVITY = /^(?:Effective|Effectivity|Approved|Adopted|Promulgated|Ratified)\b[^.]{0,40}?[:,]?\s*/i;

/**
 * Named documents without a number: the Constitutions (/consti/cons1987.html) and the Rules of Court parts
 * (/courts/rules/rc_1-71_civil.html). The title is the first heading of the text ('1987 CONSTITUTION OF THE
 * REPUBLIC OF THE PHILIPPINES'), else <meta name="subject">, else <title> without the site name.
 * Constitution dates come from a fixed table (the pages spell them in words); rules take an
 * 'Effective …'/'Approved …' line or a bracketed '[ …, date ]' heading when the page has one.
 */
export function parseLawphilTitledPage(html: string, options: LawphilTitledOptions): ScrapedDocument {
  const $ = load(html);
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URLS.lawphil;
  const root = lawphilContentRoot($);
  stripLawphilChrome($, root);
  const blocks = root
    .children()
    .toArray()
    .slice(0, 12)
    .map((element) => blockText(element))
    .filter(Boolean);
  const heading = blocks.find((text) => text.length <= 200) ?? '';
  const fallbackTitle = metaSubject($) || pageTitle($).replace(/\s*-\s*The LawPhil Project\s*$/i, '');
  const title = squash(heading.replace(/^\[\s*|\s*\]$/g, '')) || fallbackTitle;
  const meta = categoryMeta(options.category);
  const { dateEnacted, citation } =
    options.category === 'constitutions'
      ? constitutionFacts(title, options.sourceUrl)
      : { dateEnacted: rulesDate(blocks), citation: null };
  const { htmlContent, content } = finishContent($, root, options.sourceUrl, baseUrl, isLawphilHost);
  return {
    source: 'lawphil',
    sourceUrl: options.sourceUrl,
    category: options.category,
    title,
    documentType: meta.documentType,
    decisionType: null,
    court: meta.court,
    courtLevel: meta.courtLevel,
    citation,
    reportCitation: null,
    grNumber: null,
    caseNumber: null,
    relatedDockets: [],
    statuteNumber: null,
    dateDecided: null,
    dateEnacted,
    ponente: null,
    division: null,
    htmlContent,
    content,
  };
}

function constitutionFacts(title: string, sourceUrl: string): { dateEnacted: string | null; citation: string | null } {
  const year = constitutionYear(title, sourceUrl);
  if (!year) return { dateEnacted: null, citation: null };
  return {
    dateEnacted: CONSTITUTION_DATES[year] ?? null,
    citation: year === '1899' ? 'Malolos Constitution' : `${year} Constitution`,
  };
}

function rulesDate(blocks: string[]): string | null {
  const dated = blocks.find((text) => EFFECTIVITY.test(text) || /^\[.*\]$/.test(text));
  return dated ? (firstDateSpan(dated)?.iso ?? null) : null;
}
