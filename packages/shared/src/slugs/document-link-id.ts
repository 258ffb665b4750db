import type { CitationSource } from '../citations/types.ts';
import { buildDocumentSlug } from './build-document-slug.ts';

export interface LinkableDocument extends CitationSource {
  slug?: string | null;
  _id?: string | null;
  id?: string | number | null;
}

/**
 * The path segment a library card links to: the stored slug; else an identifier
 * from the G.R. number or citation plus the decision or enactment date; else the title plus the year; else
 * 'doc-{id}'; '' when the row has none of these. Always URL-safe (the stored slug is encoded if it is not).
 */
export function documentLinkId(doc: LinkableDocument): string {
  if (doc.slug && doc.slug.trim()) return encodeURIComponent(doc.slug.trim()).replace(/%2D/gi, '-');
  const fromCitation = buildDocumentSlug({ ...doc, title: null });
  if (fromCitation) return fromCitation;
  const fromTitle = buildDocumentSlug({ ...doc, citation: null, grNumber: null }, { titleYear: true });
  if (fromTitle) return fromTitle;
  const id = doc._id ?? doc.id;
  if (id !== undefined && id !== null && String(id) !== '') return `doc-${encodeURIComponent(String(id))}`;
  // Nothing to address it by: callers link to the library itself (/law-library), as the home page does.
  return '';
}
