import type { DocumentInput } from '../documents/document-input.ts';

/**
 * One JSONL line → DocumentInput. The API's camelCase names are canonical; snake_case (database
 * dumps) and the names the admin and viewer specs use ('fullText', 'friendlyHtml') are accepted too,
 * because people export from wherever they have data. Validation itself is prepareDocument's job.
 */
const ALIASES: Record<string, keyof DocumentInput> = {
  title: 'title',
  documentType: 'documentType',
  document_type: 'documentType',
  type: 'documentType',
  court: 'court',
  courtLevel: 'courtLevel',
  court_level: 'courtLevel',
  lawCategory: 'lawCategory',
  law_category: 'lawCategory',
  citation: 'citation',
  grNumber: 'grNumber',
  gr_number: 'grNumber',
  caseNumber: 'caseNumber',
  case_number: 'caseNumber',
  dateDecided: 'dateDecided',
  date_decided: 'dateDecided',
  dateEnacted: 'dateEnacted',
  date_enacted: 'dateEnacted',
  ponente: 'ponente',
  division: 'division',
  petitioner: 'petitioner',
  respondent: 'respondent',
  subject: 'subject',
  legalTopics: 'legalTopics',
  legal_topics: 'legalTopics',
  content: 'content',
  fullText: 'content',
  full_text: 'content',
  htmlContent: 'htmlContent',
  html_content: 'htmlContent',
  friendlyHtml: 'htmlContent',
  summary: 'summary',
  sourceUrl: 'sourceUrl',
  source_url: 'sourceUrl',
  source: 'source',
  sourceName: 'sourceName',
  source_name: 'sourceName',
  reportCitations: 'reportCitations',
  report_citations: 'reportCitations',
  relatedDockets: 'relatedDockets',
  related_dockets: 'relatedDockets',
  slug: 'slug',
  isVerified: 'isVerified',
  is_verified: 'isVerified',
  scrapedAt: 'scrapedAt',
  scraped_at: 'scrapedAt',
};

// Fields a dump carries that are not producer input: recomputed or owned by the database.
const IGNORED = new Set([
  '_id',
  'id',
  'year',
  'date',
  'viewCount',
  'view_count',
  'createdAt',
  'created_at',
  'updatedAt',
  'updated_at',
  'identityKey',
  'identity_key',
  'citationKeys',
  'citation_keys',
  'contentHash',
  'content_hash',
  'documentDate',
  'document_date',
]);

export class RecordError extends Error {}

export function documentFromRecord(record: unknown): DocumentInput {
  if (record === null || typeof record !== 'object' || Array.isArray(record))
    throw new RecordError('a line must hold one JSON object');
  const input: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    const target = ALIASES[key];
    if (target) {
      // The first spelling wins when a record carries both ('content' and 'fullText').
      if (input[target] === undefined || input[target] === null || input[target] === '') input[target] = value;
    } else if (!IGNORED.has(key)) {
      unknown.push(key);
    }
  }
  // 'date' is the display date: use it when a record has no decided/enacted date of its own.
  const date = (record as Record<string, unknown>).date;
  if (date && !input.dateDecided && !input.dateEnacted) {
    input[String(input.documentType ?? '').includes('Decision') ? 'dateDecided' : 'dateEnacted'] = date;
  }
  if (unknown.length > 0 && !input.title)
    throw new RecordError(`no title; unknown fields: ${unknown.slice(0, 5).join(', ')}`);
  for (const key of ['title', 'documentType', 'citation', 'content', 'htmlContent', 'summary', 'sourceName'] as const) {
    const value = input[key];
    if (value !== undefined && value !== null && typeof value !== 'string')
      throw new RecordError(`${key} must be a string`);
  }
  return input as unknown as DocumentInput;
}
