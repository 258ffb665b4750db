import { type DocumentInput } from '@batas/db/documents';
import { statuteKindOf } from '../sources/common/statute-kinds.ts';
import { type ScrapedDocument } from '../sources/types.ts';

/**
 * A parsed page in the shape the library's one write path (upsertDocument) takes. Nothing the page gave is
 * dropped: the report citation ('326 Phil. 38') and the other dockets of a joint decision become citation keys
 * (so the resolver and the search find the document by them), and the statute number stands in for a missing
 * citation, because identity is type + number + date.
 */
export function toDocumentInput(doc: ScrapedDocument, scrapedAt: Date): DocumentInput {
  return {
    title: doc.title,
    documentType: doc.documentType,
    court: doc.court,
    courtLevel: doc.courtLevel,
    citation: doc.citation ?? statuteCitation(doc),
    grNumber: doc.grNumber,
    caseNumber: doc.caseNumber,
    reportCitations: doc.reportCitation ? [doc.reportCitation] : [],
    relatedDockets: doc.relatedDockets,
    dateDecided: doc.dateDecided,
    dateEnacted: doc.dateEnacted,
    ponente: doc.ponente,
    division: doc.division,
    htmlContent: doc.htmlContent,
    content: doc.content,
    sourceUrl: doc.sourceUrl,
    source: doc.source,
    sourceName: PUBLISHERS[doc.source],
    scrapedAt,
  };
}

/** The name readers see as a scraped document's source ("Source: LawPhil"), by the site it came from. */
const PUBLISHERS: Readonly<Record<ScrapedDocument['source'], string>> = {
  lawphil: 'LawPhil',
  elibrary: 'Supreme Court E-Library',
};

/** 'Republic Act No. 9995' from the number alone, in the citation form the statute parsers write. */
function statuteCitation(doc: ScrapedDocument): string | null {
  if (!doc.statuteNumber || !doc.category) return null;
  const kind = statuteKindOf(doc.category);
  return kind ? `${kind.citationPrefix} ${doc.statuteNumber}` : null;
}
