import type { ExtractedCitation } from '@batas/shared';
import type { CitationTarget } from '../citations/cited-documents.ts';
import { escapeHtml } from './format-plain-text.ts';

const LIBRARY = '/law-library/';

/**
 * Marks the characters a link must not be put around: inside a tag, or inside an existing link or an embedded
 * stylesheet. extractCitations blanks tags before scanning, so offsets are offsets into the HTML itself.
 */
function protectedMask(html: string): Uint8Array {
  const mask = new Uint8Array(html.length);
  const patterns = [/<a\b[^>]*>[\s\S]*?<\/a>/g, /<style>[\s\S]*?<\/style>/g, /<[^>]*>/g];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) mask.fill(1, match.index, match.index + match[0].length);
  }
  return mask;
}

/** End of the linkable part of a span: all of it, or the part before a tag ('G.R. No. 123<br />May 5, 2000'). */
function linkableEnd(html: string, mask: Uint8Array, start: number, end: number): number {
  let index = start;
  while (index < end && !mask[index]) index += 1;
  if (index === end) return end;
  const head = html.slice(start, index).replace(/[\s,;]+$/, '');
  return /\d/.test(head) ? start + head.length : start;
}

function wrap(text: string, citation: ExtractedCitation, target: CitationTarget, selfId: string | null): string {
  const label = escapeHtml(citation.canonical);
  if (target.status === 'found') {
    if (target.document.id === selfId) return `<span class="doc-citation doc-citation--self">${text}</span>`;
    const title = escapeHtml(target.document.title);
    return `<a class="doc-citation" href="${LIBRARY}${encodeURIComponent(target.document.slug)}" title="${title}">${text}</a>`;
  }
  if (target.status === 'choose') {
    return `<a class="doc-citation doc-citation--choose" href="${LIBRARY}${target.href}" title="${label}: ${target.count} documents">${text}</a>`;
  }
  return `<span class="doc-citation doc-citation--missing" title="${label} is not in the library">${text}</span>`;
}

/**
 * Turns every citation of a rendered body into a link to its library document (or the resolver's choice page),
 * or marks it missing. A span that crosses a tag is cut before it; one inside a link or a tag is left alone.
 */
export function linkBodyCitations(
  html: string,
  citations: readonly ExtractedCitation[],
  targets: readonly CitationTarget[],
  selfId: string | null,
): string {
  const mask = protectedMask(html);
  let result = '';
  let cursor = 0;
  citations.forEach((citation, index) => {
    if (citation.start < cursor) return;
    const end = linkableEnd(html, mask, citation.start, citation.end);
    if (end === citation.start) return;
    result +=
      html.slice(cursor, citation.start) + wrap(html.slice(citation.start, end), citation, targets[index]!, selfId);
    cursor = end;
  });
  return result + html.slice(cursor);
}
