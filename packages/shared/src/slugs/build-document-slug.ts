import { citationFromDocument, documentDate, genericDocumentNumber } from '../citations/document-citation.ts';
import { parseCitation } from '../citations/parse-citation.ts';
import type { CitationSource } from '../citations/types.ts';
import { citationSlug, slugFromParts } from './citation-slug.ts';
import { titleSlug } from './title-slug.ts';

export interface BuildSlugOptions {
  /** Title slugs only: append '-YYYY' of the decision or enactment date (an optional variant). */
  titleYear?: boolean;
}

/**
 * The URL slug of a library document: 'TYPE-number[-YYYY-MM-DD]' from its citation
 * ('GR-L-63915-1985-04-24', 'REPUBLIC_ACT-9165', 'BATAS_PAMBANSA-22'), 'DOC-number' for a citation no kind
 * claims, else the lower-case hyphenated title of at most 50 characters. Empty only when there is nothing at all.
 * The date is the row's decision/enactment date, else the one printed in the citation.
 */
export function buildDocumentSlug(doc: CitationSource, options: BuildSlugOptions = {}): string {
  const date = documentDate(doc);
  const citation = citationFromDocument(doc);
  if (citation) {
    const slug = citationSlug(citation, date ?? citation.date);
    if (slug) return slug;
  }
  // A report citation ('63 Phil. 139') is a known kind without slugs of its own, not a generic numbered document.
  const generic = doc.citation && !parseCitation(doc.citation).ok ? genericDocumentNumber(doc.citation) : null;
  if (generic) return slugFromParts('DOC', generic, date)!;
  const title = titleSlug(doc.title);
  if (title && options.titleYear && date) return `${title}-${date.slice(0, 4)}`;
  return title;
}
