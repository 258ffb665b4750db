import { cleanDocumentTitle } from '@batas/shared/names/index';

/** Database rows of the documents table → the JSON shapes of the contracts (camelCase, `_id`). Never raw rows. */
export interface DocumentSummaryRow {
  id: string;
  slug: string;
  title: string;
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
}

export interface DocumentRow extends DocumentSummaryRow {
  case_number: string | null;
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
  created_at: Date;
  updated_at: Date;
}

export const DOCUMENT_SUMMARY_COLUMNS = `id, slug, title, document_type, court, court_level, law_category, citation, gr_number,
  date_decided, date_enacted, year, view_count, document_cited_by(id) AS cited_by_count, is_verified,
  regexp_replace(left(coalesce(nullif(summary, ''), content, ''), 260), '\\s+', ' ', 'g') AS excerpt`;

export const DOCUMENT_COLUMNS = `${DOCUMENT_SUMMARY_COLUMNS}, case_number, ponente, division, petitioner, respondent, subject,
  legal_topics, summary, content, html_content, source_url, source, source_name, created_at, updated_at`;

export function presentDocumentSummary(row: DocumentSummaryRow) {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    heading: cleanDocumentTitle(row.title),
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
    sourceUrl: row.source_url,
    source: row.source,
    sourceName: row.source_name,
    // Generated for the demo (the types the real starter library lacks): the viewer says so on screen.
    isSample: row.source === 'demo',
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
