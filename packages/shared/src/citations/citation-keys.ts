import { KINDS } from './data/kinds.ts';
import { allDocumentCitations, citationFromDocument, documentDate } from './document-citation.ts';
import { extractCitations } from './extract-citations.ts';
import { expandSerial, serialKey } from './serials.ts';
import type { CitationSource, ParsedCitation } from './types.ts';

/**
 * Search keys of one parsed citation: one per number ('gr:63915' for G.R. No. L-63915 and 63915 alike), ranges
 * both as written ('gr:146710-15') and member by member, report citations as 'scra:136-27', 'phil:326-38',
 * 'og:47-supp-43'. Keys are lower-case ASCII without spaces, safe to store in a text[] column.
 */
export function keysOfCitation(c: ParsedCitation): string[] {
  const prefix = KINDS[c.kind].keyPrefix;
  if (KINDS[c.kind].family === 'report') {
    const volume = `${c.volume}${c.volumePart?.toLowerCase() ?? ''}`;
    return [`${prefix}:${volume}-${c.supplement ? 'supp-' : ''}${c.page}${c.pagePart?.toLowerCase() ?? ''}`];
  }
  const keys: string[] = [];
  for (const serial of c.serials) {
    keys.push(`${prefix}:${serialKey(c.kind, serial)}`);
    if (c.kind === 'GR') for (const member of expandSerial(serial)) keys.push(`${prefix}:${member}`);
  }
  if (c.series) return keys.map((key) => key.replace(':', `:${c.series!.toLowerCase()}-`));
  return keys;
}

function unique(keys: string[]): string[] {
  return [...new Set(keys)];
}

/** Normalised lookup keys stored on a document and matched by the search (one per number and report). */
export function citationKeys(doc: CitationSource): string[] {
  return unique(allDocumentCitations(doc).flatMap(keysOfCitation));
}

/**
 * The same keys for what a user typed: 'BP 22', 'B.P. Blg. 22' and 'Batas Pambansa Bilang 22' all give 'bp:22';
 * 'G.R. No. 63915', 'GR 63915' and 'L-63915' give 'gr:63915'. Empty when the query holds no citation.
 */
export function citationKeysFromQuery(query: string): string[] {
  if (!query) return [];
  return unique(extractCitations(query.slice(0, 2000)).flatMap(keysOfCitation));
}

/**
 * Identity of a document for de-duplication: kind + first number + date ('gr:63915:1985-04-24'); without a date
 * 'gr:63915'. Null when the document has no number (a title-only row is not de-duplicated by citation).
 */
export function documentIdentityKey(doc: CitationSource): string | null {
  const c = citationFromDocument(doc);
  if (!c || !c.primarySerial) return null;
  const series = c.series ? `${c.series.toLowerCase()}-` : '';
  const base = `${KINDS[c.kind].keyPrefix}:${series}${serialKey(c.kind, c.primarySerial)}`;
  const date = documentDate(doc) ?? c.date;
  return date ? `${base}:${date}` : base;
}
