import type { Queryable } from '@batas/db';
import type { DocumentOutlineEntry } from '@batas/shared/contracts/document-resolve';
import { isLawType } from '@batas/shared/constants';
import { LruCache } from '../../lib/lru-cache.ts';
import { linkCitations } from '../citations/link-citations.ts';
import { formatHtmlBody } from './format-html-blocks.ts';
import { formatPlainText } from './format-plain-text.ts';
import { linkFootnotes } from './link-footnotes.ts';

export interface BodySource {
  id: string;
  document_type: string;
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
const cache = new LruCache<RenderedBody>(500, 10 * 60_000);

export interface RenderedBody {
  html: string;
  /** The contents: the anchors of the body's divisions, provisions or sub-headings. */
  outline: DocumentOutlineEntry[];
}

export function clearRenderedBodyCache(): void {
  cache.clear();
}

/** Sanitised, cleaned, citation-linked HTML of a document body, with its contents. */
export async function renderDocumentBody(db: Queryable, doc: BodySource): Promise<RenderedBody> {
  const key = `${doc.id}:${new Date(doc.updated_at).getTime()}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  // A law is read for its divisions and provisions; a decision (or anything else) for its sub-headings.
  const genre = isLawType(doc.document_type) ? 'law' : 'decision';
  const body = doc.html_content?.trim()
    ? formatHtmlBody(doc.html_content, genre)
    : formatPlainText(doc.content ?? '', genre);
  // A decision's '[12]' marks and its notes link to each other; a law's bracketed numbers are not notes.
  const html = genre === 'decision' ? linkFootnotes(body.html) : body.html;
  const rendered = {
    html: await linkCitations(db, html, doc.id, doc.date_decided ?? doc.date_enacted),
    outline: body.outline,
  };
  cache.set(key, rendered);
  return rendered;
}
