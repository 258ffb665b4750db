import { documentHeading } from '@batas/shared/names';
import { presentDocument, type DocumentRow } from './document.ts';
import type { RenderedBody } from '../services/document-body/render-document-body.ts';
import type { CandidateRow } from '../services/documents/document-candidates.ts';

/** The viewer's document: the stored fields plus the body as cleaned, citation-linked HTML, and its contents. */
export function presentDocumentView(row: DocumentRow, body: RenderedBody) {
  return { ...presentDocument(row), renderedHtml: body.html, outline: body.outline };
}

/** One entry of the resolver's candidates page (strict: the resolver never guesses). */
export function presentCandidate(row: CandidateRow) {
  return {
    title: row.title,
    heading: documentHeading({ title: row.title, shortTitle: row.short_title }),
    citation: row.citation,
    date: row.date,
    slug: row.slug,
    documentType: row.document_type,
  };
}
