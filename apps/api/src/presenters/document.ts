import { formatAuthority } from '@batas/shared/citations';
import { cleanDocumentTitle, documentHeading } from '@batas/shared/names';

/** Database rows of the documents table → the JSON shapes of the contracts (camelCase, `_id`). Never raw rows. */
export interface DocumentSummaryRow {
  id: string;
  slug: string;
  title: string;
  short_title: string | null;
  text_at_source: boolean;
  document_type: string;
  court: string | null;
  court_level: string | null;
  law_category: string | null;
  citation: string | null;
  gr_number: string | null;
  date_decided: string | null;
  date_enacted: string | null;
  year: number | null;
  view_count: number;
  cited_by_count: number;
  is_verified: boolean;
  excerpt: string | null;
  highlight?: string | null;
  /** Search results: the provision the query found (services/search/provision-query.ts). */
  provision?: { anchor: string; label: string; heading: string | null; passage: string; lawName: string | null } | null;
}

export interface DocumentRow extends DocumentSummaryRow {
  cites_count: number;
  case_number: string | null;
  ponente: string | null;
  division: string | null;
  petitioner: string | null;
  respondent: string | null;
  /** A statute's own name derived in SQL (migration 0020): its citation's fallback for a missing short title. */
  short_name: string | null;
  subject: string | null;
  legal_topics: string[];
  summary: string | null;
  content: string | null;
  html_content: string | null;
  source_url: string | null;
  source: string | null;
  source_name: string | null;
  pdf_url: string | null;
  sources: Array<{ sourceName: string; sourceUrl: string | null; pdfUrl: string | null }>;
  created_at: Date;
  updated_at: Date;
}

export const DOCUMENT_SUMMARY_COLUMNS = `id, slug, title, short_title, text_at_source, document_type, court, court_level, law_category, citation, gr_number,
  date_decided, date_enacted, year, view_count, document_cited_by(id) AS cited_by_count, is_verified,
  regexp_replace(left(coalesce(nullif(summary, ''), content, ''), 260), '\\s+', ' ', 'g') AS excerpt`;

// Each publisher and page once (a code printed over many pages is one copy per page: the first few are enough).
export const DOCUMENT_SOURCES = `(SELECT coalesce(jsonb_agg(jsonb_build_object('sourceName', s.source_name,
    'sourceUrl', s.source_url, 'pdfUrl', s.pdf_url) ORDER BY s.first), '[]'::jsonb)
   FROM (SELECT source_name, source_url, pdf_url, min(id) AS first FROM document_sources
          WHERE document_id = documents.id GROUP BY source_name, source_url, pdf_url ORDER BY first LIMIT 10) s
  ) AS sources`;

/** How many citations the text makes (a primary-key range of document_citations), for the reading bar. */
export const DOCUMENT_CITES_COUNT = `(SELECT count(*)::int FROM document_citations WHERE citing_id = documents.id) AS cites_count`;

export const DOCUMENT_COLUMNS = `${DOCUMENT_SUMMARY_COLUMNS}, case_number, ponente, division, petitioner, respondent, short_name, subject,
  legal_topics, summary, content, html_content, source_url, source, source_name, pdf_url, created_at, updated_at,
  ${DOCUMENT_CITES_COUNT},
  ${DOCUMENT_SOURCES}`;

export function presentDocumentSummary(row: DocumentSummaryRow) {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    heading: documentHeading({ title: row.title, shortTitle: row.short_title }),
    shortTitle: row.short_title,
    fullTitle: cleanDocumentTitle(row.title),
    textAtSource: row.text_at_source,
    documentType: row.document_type,
    court: row.court,
    courtLevel: row.court_level,
    lawCategory: row.law_category,
    citation: row.citation,
    grNumber: row.gr_number,
    dateDecided: row.date_decided,
    dateEnacted: row.date_enacted,
    date: row.date_decided ?? row.date_enacted,
    year: row.year,
    viewCount: row.view_count,
    citedByCount: row.cited_by_count,
    isVerified: row.is_verified,
    // 201 characters at most: the client shows 200 and adds '...' only when there was more.
    excerpt: (row.excerpt ?? '').trim().slice(0, 201),
    ...(row.highlight !== undefined ? { highlight: row.highlight } : {}),
    ...(row.provision ? { provision: row.provision } : {}),
  };
}

export function presentDocument(row: DocumentRow) {
  return {
    ...presentDocumentSummary(row),
    caseNumber: row.case_number,
    ponente: row.ponente,
    division: row.division,
    petitioner: row.petitioner,
    respondent: row.respondent,
    subject: row.subject,
    legalTopics: row.legal_topics,
    summary: row.summary,
    content: row.content,
    htmlContent: row.html_content,
    sourceUrl: row.source_url ?? publisherListing(row),
    source: row.source,
    sourceName: row.source_name,
    pdfUrl: row.pdf_url,
    sources: row.sources,
    citesCount: row.cites_count,
    // The same text as the document's entry in an exported research folder (describeAuthority).
    citeAs: formatAuthority({
      citation: row.citation,
      grNumber: row.gr_number,
      documentType: row.document_type,
      dateDecided: row.date_decided,
      dateEnacted: row.date_enacted,
      title: row.title,
      shortTitle: row.short_title,
      shortName: row.short_name,
      petitioner: row.petitioner,
      respondent: row.respondent,
    }),
    // Generated for the demo (the types the real starter library lacks): the viewer says so on screen.
    isSample: row.source === 'demo',
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Where no page of its own is known (LawPhil's older decisions), the publisher's page that lists the document, as
 * its provenance records it: a real address the text was gathered from, never a guessed one.
 */
function publisherListing(row: Pick<DocumentRow, 'source_name' | 'sources'>): string | null {
  return row.sources.find((source) => source.sourceName === row.source_name && source.sourceUrl)?.sourceUrl ?? null;
}
