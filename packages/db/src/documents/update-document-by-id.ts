import type { Database } from '../client.ts';
import type { DocumentInput, PreparedDocument, UpsertResult } from './document-input.ts';
import { prepareDocument } from './prepare-document.ts';
import { upsertDocument } from './upsert-document.ts';

/** The stored columns the editor's save starts from: the prepared columns minus those computed on every write. */
type StoredDocument = Omit<
  PreparedDocument,
  'identity_key' | 'citation_keys' | 'content_hash' | 'scraped_at' | 'is_verified' | 'slug_explicit'
>;

/**
 * The admin editor's save: `changes` holds only the fields the form edits; everything else (HTML body, docket
 * number, enactment date, source) is kept from the stored row, because upsertDocument replaces the whole row.
 * Goes through upsertDocument like every other write, so keys, hash and search vectors are recomputed.
 * The slug is rebuilt from the new citation or title, but a row already carrying that slug (or its '-N'
 * disambiguation) keeps it: saving without changing the citation never moves the document's URL.
 * Returns null when there is no such document.
 */
export async function updateDocumentById(
  db: Database,
  id: string,
  changes: Partial<DocumentInput>,
): Promise<UpsertResult | null> {
  const { rows } = await db.query<StoredDocument>(
    `SELECT slug, title, document_type, court, court_level, law_category, citation, gr_number, case_number,
            date_decided::text AS date_decided, date_enacted::text AS date_enacted, ponente, division, petitioner,
            respondent, subject, legal_topics, summary, content, html_content, source_url, source, source_name
       FROM documents WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const edited = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<DocumentInput>;
  const input: DocumentInput = { ...storedInput(row), ...edited };
  // The stored HTML would still be what readers see; once the editor rewrites the text, the text wins.
  if (edited.content !== undefined && edited.htmlContent === undefined && edited.content !== row.content)
    input.htmlContent = null;

  const rebuilt = prepareDocument({ ...input, slug: null }).slug;
  const keepsSlug = row.slug === rebuilt || new RegExp(`^${escapeRegExp(rebuilt)}-\\d+$`).test(row.slug);
  return upsertDocument(db, { ...input, slug: edited.slug ?? (keepsSlug ? row.slug : rebuilt) }, { id });
}

function storedInput(row: StoredDocument): DocumentInput {
  return {
    title: row.title,
    documentType: row.document_type,
    court: row.court,
    courtLevel: row.court_level,
    lawCategory: row.law_category,
    citation: row.citation,
    grNumber: row.gr_number,
    caseNumber: row.case_number,
    dateDecided: row.date_decided,
    dateEnacted: row.date_enacted,
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
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
