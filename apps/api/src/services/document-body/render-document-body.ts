import type { Queryable } from '@batas/db';
import { extractCitations } from '@batas/shared';
import { LruCache } from '../../lib/lru-cache.ts';
import { findCitedDocuments } from '../citations/cited-documents.ts';
import { formatHtmlBody } from './format-html-blocks.ts';
import { formatPlainText } from './format-plain-text.ts';
import { linkBodyCitations } from './link-body-citations.ts';

export interface BodySource {
  id: string;
  html_content: string | null;
  content: string | null;
  updated_at: Date | string;
}

/**
 * Rendered bodies by document id + updated_at: an edit changes the key. The ten-minute limit lets links follow
 * documents added to the library since (a citation marked missing may since have been imported).
 */
const cache = new LruCache<string>(500, 10 * 60_000);

export function clearRenderedBodyCache(): void {
  cache.clear();
}

/** Sanitised, cleaned, citation-linked HTML of a document body (admin-and-viewer.md section 5). */
export async function renderDocumentBody(db: Queryable, doc: BodySource): Promise<string> {
  const key = `${doc.id}:${new Date(doc.updated_at).getTime()}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const html = doc.html_content?.trim() ? formatHtmlBody(doc.html_content) : formatPlainText(doc.content ?? '');
  const citations = extractCitations(html);
  const targets = await findCitedDocuments(db, citations);
  const rendered = linkBodyCitations(html, citations, targets, doc.id);
  cache.set(key, rendered);
  return rendered;
}
