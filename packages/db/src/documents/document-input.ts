/**
 * What any producer (importer, seed, scraper, admin editor) hands to the library, and what
 * prepareDocument turns it into. Field names are the Document fields of the contracts (camelCase).
 */
export interface DocumentInput {
  title: string;
  documentType: string;
  court?: string | null;
  courtLevel?: string | null;
  lawCategory?: string | null;
  citation?: string | null;
  grNumber?: string | null;
  caseNumber?: string | null;
  /**
   * Report citations of the same document ('326 Phil. 38', '136 SCRA 27'). Lookup only: they add citation keys
   * ('phil:326-38') so the resolver finds the document by them; never its identity or its displayed citation.
   */
  reportCitations?: readonly string[] | null;
  /** The other dockets of a joint decision ('G.R. Nos. 251300-01'). Lookup only, like reportCitations. */
  relatedDockets?: readonly string[] | null;
  /** 'YYYY-MM-DD', a Date, or a date as legal texts write it ('April 24, 1985'). */
  dateDecided?: string | Date | null;
  dateEnacted?: string | Date | null;
  ponente?: string | null;
  division?: string | null;
  petitioner?: string | null;
  respondent?: string | null;
  subject?: string | null;
  legalTopics?: readonly string[] | null;
  /** Plain text body. Either content or htmlContent is required, unless the text is at the source. */
  content?: string | null;
  /** HTML body; sanitised before storage, and the source of `content` when that is missing. */
  htmlContent?: string | null;
  summary?: string | null;
  sourceUrl?: string | null;
  /** How it arrived: 'lawphil', 'elibrary', 'import:jsonl', 'demo', 'admin', … (for operators). */
  source?: string | null;
  /**
   * Who published it, as readers see it ("Source: LawPhil"): 'LawPhil', 'Supreme Court E-Library', 'Official
   * Gazette', or the file it was imported from. Kept from the stored row when a later version lacks it.
   */
  sourceName?: string | null;
  /**
   * What readers call it, where its text says: a decision's short case name ('Tañada v. Tuvera'), a statute's
   * declared short title ('Data Privacy Act of 2012'). Kept from the stored row when a later version lacks it.
   */
  shortTitle?: string | null;
  /** The publisher's PDF of the document. Kept from the stored row when a later version lacks it. */
  pdfUrl?: string | null;
  /**
   * The publisher has only a PDF: the document has no text of its own (content may then be missing) and its page
   * sends readers to the source.
   */
  textAtSource?: boolean | null;
  /** Optional explicit slug; otherwise built from the citation (or title). */
  slug?: string | null;
  /** Left as stored when omitted, so a re-import never un-verifies an editor's check. */
  isVerified?: boolean | null;
  scrapedAt?: string | Date | null;
}

/** Column values ready for the documents table (snake_case keys = column names). */
export interface PreparedDocument {
  title: string;
  document_type: string;
  court: string | null;
  court_level: string | null;
  law_category: string | null;
  citation: string | null;
  gr_number: string | null;
  case_number: string | null;
  date_decided: string | null;
  date_enacted: string | null;
  ponente: string | null;
  division: string | null;
  petitioner: string | null;
  respondent: string | null;
  subject: string | null;
  legal_topics: string[];
  summary: string | null;
  content: string | null;
  html_content: string | null;
  source_url: string | null;
  source: string | null;
  source_name: string | null;
  short_title: string | null;
  pdf_url: string | null;
  text_at_source: boolean;
  identity_key: string | null;
  citation_keys: string[];
  content_hash: string;
  scraped_at: string | null;
  /** null = keep what is stored (false on insert). */
  is_verified: boolean | null;
  /** The slug to use for a new row (may still get a disambiguator on collision). */
  slug: string;
  /** True when the caller chose the slug: then an existing row's slug is replaced by it. */
  slug_explicit: boolean;
}

export class DocumentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'DocumentValidationError';
  }
}

export type UpsertStatus = 'inserted' | 'updated' | 'duplicate';

export interface UpsertResult {
  status: UpsertStatus;
  id: string;
  slug: string;
}

export type BatchItemResult = UpsertResult | { status: 'failed'; error: string };
