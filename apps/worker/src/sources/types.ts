import { type ScrapingCategorySlug } from '@batas/shared/constants';
import { type ListingFilter } from './common/listing-filter.ts';

export type SourceId = 'lawphil' | 'elibrary';

/**
 * One legal document as read from a source page: the Document fields of the contracts
 * that a page can give, in the shape @batas/db's DocumentInput takes, plus what a scraper needs to dedupe.
 */
export interface ScrapedDocument {
  source: SourceId;
  sourceUrl: string;
  category: ScrapingCategorySlug | null;
  title: string;
  /** The category's document type ('Supreme Court Decision', 'Republic Act', …) so library filters find it. */
  documentType: string;
  /** For decisions: 'Decision', 'Resolution', … as the page heads it; null when the page does not say (pre-2000). */
  decisionType: string | null;
  court: string | null;
  courtLevel: string | null;
  /** Docket or statute citation: 'G.R. No. 173256', 'Republic Act No. 9995'. */
  citation: string | null;
  /** Philippine Reports citation printed above E-Library decisions ('968 Phil. 941'). */
  reportCitation: string | null;
  /** G.R. number only ('173256', '178831-32'); null for A.M./A.C./B.M. matters and statutes. */
  grNumber: string | null;
  /** The docket as printed ('G.R. No. 173256', 'A.M. No. RTJ-06-1976'); null for statutes. */
  caseNumber: string | null;
  /** Other dockets decided on the same page (joint decisions). */
  relatedDockets: string[];
  /** Statute or issuance number ('9995', '1-A'); null for decisions. */
  statuteNumber: string | null;
  /** 'YYYY-MM-DD' */
  dateDecided: string | null;
  dateEnacted: string | null;
  ponente: string | null;
  division: string | null;
  /** Sanitised HTML of the document body (chrome, navigation, watermarks and footers removed). */
  htmlContent: string;
  /** Plain text of htmlContent. */
  content: string;
}

/** What a listing row says about a document before it is fetched (used to dedupe and to filter). */
export interface DocumentLink {
  url: string;
  /** Labels of every row that links here ('G.R. No. 154473', 'G.R. No. 155573'): joint decisions share a page. */
  labels: string[];
  date: string | null;
  title: string | null;
  pdfUrl?: string | null;
  /** Separate opinions published as their own pages (newer LawPhil months). */
  separateOpinionUrls?: string[];
}

/** A page to fetch next: the parser that found the link says what kind of page it is. */
export interface PageLink<Kind extends string = string> {
  url: string;
  kind: Kind;
  label?: string;
}

export interface IndexParseResult<Kind extends string = string> {
  pages: PageLink<Kind>[];
  documents: DocumentLink[];
}

export interface ParseContext {
  category: ScrapingCategorySlug;
  filter?: ListingFilter;
  /** The configured site root (LAWPHIL_BASE_URL / ELIBRARY_BASE_URL): found links to the real host move here. */
  baseUrl: string;
  /** For "years not in the future" checks; defaults to now. */
  now?: Date;
}
