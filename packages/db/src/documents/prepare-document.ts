import { createHash } from 'node:crypto';
import { buildDocumentSlug, citationKeys, documentIdentityKey, documentKeysFromText } from '@batas/shared';
import { htmlToPlainText, removeSourceChrome, sanitizeLegalHtml } from '@batas/shared/html';
import { DocumentValidationError, type DocumentInput, type PreparedDocument } from './document-input.ts';
import { canonicalDocumentType, defaultCourt, defaultCourtLevel } from './document-types.ts';
import {
  cleanDate,
  cleanLine,
  cleanList,
  cleanText,
  cleanTimestamp,
  cleanUrl,
  FieldError,
} from './normalise-fields.ts';

const LIMITS = { title: 4000, line: 2000, summary: 20_000, body: 20_000_000 } as const;
// Slugs end up in URLs: keep them to characters that never need escaping.
const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;

/**
 * Validates and normalises one document: the only place where the library's invariants are
 * enforced (title and type present, dates real, HTML sanitised, plain text derived, identity and
 * citation keys computed). Throws DocumentValidationError listing every problem at once, so an
 * importer can report a bad line completely.
 */
export function prepareDocument(input: DocumentInput): PreparedDocument {
  const problems: string[] = [];
  const field = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch (error) {
      problems.push(error instanceof FieldError ? error.message : String(error));
      return fallback;
    }
  };
  if (input === null || typeof input !== 'object') throw new DocumentValidationError(['document must be an object']);

  const title = cleanLine(input.title);
  if (!title) problems.push('title is required');
  else if (title.length > LIMITS.title) problems.push(`title is longer than ${LIMITS.title} characters`);
  const rawType = cleanLine(input.documentType);
  if (!rawType) problems.push('documentType is required');
  const documentType = rawType ? canonicalDocumentType(rawType) : '';

  const line = (value: unknown, name: string) =>
    field(() => {
      const text = cleanLine(value);
      if (text && text.length > LIMITS.line) throw new FieldError(`${name} is longer than ${LIMITS.line} characters`);
      return text;
    }, null);

  const htmlInput = cleanText(input.htmlContent);
  const htmlContent = htmlInput ? cleanText(sanitizeLegalHtml(htmlInput)) : null;
  // Whoever produced the text, the source sites' header and footer lines are not part of it.
  const givenContent = cleanText(input.content);
  const content =
    (givenContent && cleanText(removeSourceChrome(givenContent))) ??
    (htmlContent ? cleanText(htmlToPlainText(htmlContent, { alreadySanitized: true })) : null);
  if (input.textAtSource !== undefined && input.textAtSource !== null && typeof input.textAtSource !== 'boolean') {
    problems.push('textAtSource must be true or false');
  }
  const textAtSource = input.textAtSource === true;
  if (!content && !textAtSource) problems.push('content or htmlContent is required');
  else if (content && content.length > LIMITS.body) problems.push('content is too large');
  const summary = cleanText(input.summary);
  if (summary && summary.length > LIMITS.summary) problems.push(`summary is longer than ${LIMITS.summary} characters`);

  const explicitSlug = cleanLine(input.slug);
  if (explicitSlug && !SLUG_PATTERN.test(explicitSlug)) {
    problems.push('slug may only contain letters, digits, ".", "_", "~" and "-" (at most 200 characters)');
  }

  const values = {
    title: title ?? '',
    document_type: documentType,
    court: line(input.court, 'court') ?? defaultCourt(documentType),
    court_level: line(input.courtLevel, 'courtLevel') ?? defaultCourtLevel(documentType),
    law_category: line(input.lawCategory, 'lawCategory'),
    citation: line(input.citation, 'citation'),
    gr_number: line(input.grNumber, 'grNumber'),
    case_number: line(input.caseNumber, 'caseNumber'),
    date_decided: field(() => cleanDate(input.dateDecided, 'dateDecided'), null),
    date_enacted: field(() => cleanDate(input.dateEnacted, 'dateEnacted'), null),
    ponente: line(input.ponente, 'ponente'),
    division: line(input.division, 'division'),
    petitioner: line(input.petitioner, 'petitioner'),
    respondent: line(input.respondent, 'respondent'),
    subject: line(input.subject, 'subject'),
    legal_topics: field(() => cleanList(input.legalTopics, 'legalTopics'), []),
    summary,
    content,
    html_content: htmlContent,
    source_url: field(() => cleanUrl(input.sourceUrl, 'sourceUrl'), null),
    source: line(input.source, 'source'),
    source_name: line(input.sourceName, 'sourceName'),
  };
  // Set only when a producer gives them, so that the hash of every document without them stays what it was.
  const described = {
    short_title: line(input.shortTitle, 'shortTitle'),
    pdf_url: field(() => cleanUrl(input.pdfUrl, 'pdfUrl'), null),
    text_at_source: textAtSource,
  };
  const scrapedAt = field(() => cleanTimestamp(input.scrapedAt, 'scrapedAt'), null);
  const alsoCitedAs = [
    ...field(() => cleanList(input.reportCitations, 'reportCitations'), []),
    ...field(() => cleanList(input.relatedDockets, 'relatedDockets'), []),
  ];
  if (input.isVerified !== undefined && input.isVerified !== null && typeof input.isVerified !== 'boolean') {
    problems.push('isVerified must be true or false');
  }
  if (problems.length > 0) throw new DocumentValidationError(problems);

  const citationInput = {
    citation: values.citation,
    grNumber: values.gr_number,
    documentType: values.document_type,
    dateDecided: values.date_decided,
    dateEnacted: values.date_enacted,
    title: values.title,
  };
  // Hash of everything a producer controls: an identical re-import is a 'duplicate', any change an 'update'.
  // The extra citations join the hash only when present, so documents without any keep the hash they had.
  const hashed: Record<string, unknown> = { ...values };
  if (alsoCitedAs.length > 0) hashed.alsoCitedAs = alsoCitedAs;
  if (described.short_title || described.pdf_url || described.text_at_source) Object.assign(hashed, described);
  const contentHash = createHash('sha256').update(JSON.stringify(hashed)).digest('hex');
  const builtSlug = toUrlSafeSlug(buildDocumentSlug(citationInput));
  return {
    ...values,
    ...described,
    identity_key:
      cleanLine(documentIdentityKey(citationInput)) ??
      (values.source_url || explicitSlug
        ? null
        : titleFingerprint(values.document_type, values.title, values.date_decided ?? values.date_enacted)),
    citation_keys: [...new Set([...(citationKeys(citationInput) ?? []), ...alsoCitedAs.flatMap(documentKeysFromText)])],
    content_hash: contentHash,
    scraped_at: scrapedAt,
    is_verified: typeof input.isVerified === 'boolean' ? input.isVerified : null,
    // A title in a script the slug builder cannot transliterate leaves nothing usable: fall back to a hash.
    slug: explicitSlug ?? (builtSlug || `doc-${contentHash.slice(0, 12)}`),
    slug_explicit: Boolean(explicitSlug),
  };
}

/** Whatever the slug builder returns, make it URL-safe: accents dropped ('ñ' → 'n'), other characters → '-'. */
function toUrlSafeSlug(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._~-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+|-+$/g, '')
    .slice(0, 200);
}

/**
 * Identity of a document with neither a citation nor a source URL (treaties, agency rules): its
 * type, title and date. A title-derived slug cannot serve: it is cut at 50 characters, so every
 * "Agreement between the Government of the Republic of the Philippines and …" would be one document.
 */
function titleFingerprint(documentType: string, title: string, date: string | null): string {
  const normalised = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const digest = createHash('sha256').update(`${documentType.toLowerCase()}|${normalised}`).digest('hex').slice(0, 24);
  return `title:${digest}:${date ?? 'undated'}`;
}
