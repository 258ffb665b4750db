import type { Queryable } from '@batas/db';
import { LruCache } from '../../lib/lru-cache.ts';
import { linkCitations } from '../citations/link-citations.ts';
import { formatHtmlBody } from './format-html-blocks.ts';
import { formatPlainText } from './format-plain-text.ts';

export interface BodySource {
  id: string;
  date_decided: string | null;
  date_enacted: string | null;
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

/** Sanitised, cleaned, citation-linked HTML of a document body. */
export async function renderDocumentBody(db: Queryable, doc: BodySource): Promise<string> {
  const key = `${doc.id}:${new Date(doc.updated_at).getTime()}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const html = doc.html_content?.trim() ? formatHtmlBody(doc.html_content) : formatPlainText(doc.content ?? '');
  const rendered = await linkCitations(db, html, doc.id, doc.date_decided ?? doc.date_enacted);
  cache.set(key, rendered);
  return rendered;
}
