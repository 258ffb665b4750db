import type { Queryable } from '@batas/db';
import { citationsByWork } from '@batas/shared';
import { linkBodyCitations } from '../document-body/link-body-citations.ts';
import { findCitedDocuments } from './cited-documents.ts';
import { extractCitationsPaced } from './paced-extract.ts';

/**
 * Sanitised HTML with every citation made a link to the library document it names (or the resolver's choice
 * page), or marked as not in the library. Used for document bodies and article bodies alike. `selfId` is the
 * document being shown: its own number is marked, never linked to itself; nothing issued after `citingDate` (the
 * text's own date) is taken for what it cites.
 */
export async function linkCitations(
  db: Queryable,
  html: string,
  selfId: string | null = null,
  citingDate: string | null = null,
): Promise<string> {
  const citations = citationsByWork((await extractCitationsPaced(html)).citations);
  if (citations.length === 0) return html;
  return linkBodyCitations(html, citations, await findCitedDocuments(db, citations, citingDate), selfId);
}
