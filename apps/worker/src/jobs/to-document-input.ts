import { type DocumentInput } from '@batas/db/documents/index';
import { type ScrapedDocument } from '../sources/types.ts';

/** A parsed page in the shape the library's one write path (upsertDocument) takes. */
export function toDocumentInput(doc: ScrapedDocument, scrapedAt: Date): DocumentInput {
  return {
    title: doc.title,
    documentType: doc.documentType,
    court: doc.court,
    courtLevel: doc.courtLevel,
    citation: doc.citation,
    grNumber: doc.grNumber,
    caseNumber: doc.caseNumber,
    dateDecided: doc.dateDecided,
    dateEnacted: doc.dateEnacted,
    ponente: doc.ponente,
    division: doc.division,
    htmlContent: doc.htmlContent,
    content: doc.content,
    sourceUrl: doc.sourceUrl,
    source: doc.source,
    scrapedAt,
  };
}
