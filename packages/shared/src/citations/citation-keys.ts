import { KINDS } from './data/kinds.ts';
import { allDocumentCitations, citationFromDocument, documentDate } from './document-citation.ts';
import { extractCitations } from './extract-citations.ts';
import { expandSerial, firstMember, serialKey } from './serials.ts';
import type { CitationSource, ParsedCitation } from './types.ts';

/**
 * Search keys of one parsed citation: one per number ('gr:63915' for G.R. No. L-63915 and 63915 alike), report
 * citations as 'scra:136-27', 'phil:326-38', 'og:47-supp-43'. Keys are lower-case ASCII without spaces, safe to
 * store in a text[] column.
 *
 * A G.R. range stays one key as written ('gr:146710-15') plus its first number, so a citation costs two keys
 * however long its range: a text or a query of ranges cannot make hundreds of keys each. The range's members are
 * listed only for a document's own number (`members`), once per document: a consolidated decision
 * 'G.R. Nos. 146710-15' is then found by 'G.R. No. 146712', and a citation of the range finds it by the range
 * key or by its first number.
 */
export function keysOfCitation(c: ParsedCitation, options: { members?: boolean } = {}): string[] {
  const prefix = KINDS[c.kind].keyPrefix;
  if (KINDS[c.kind].family === 'report') {
    const volume = `${c.volume}${c.volumePart?.toLowerCase() ?? ''}`;
    return [`${prefix}:${volume}-${c.supplement ? 'supp-' : ''}${c.page}${c.pagePart?.toLowerCase() ?? ''}`];
  }
  const keys: string[] = [];
  for (const serial of c.serials) {
    keys.push(`${prefix}:${serialKey(c.kind, serial)}`);
    if (c.kind !== 'GR') continue;
    for (const member of options.members ? expandSerial(serial) : [firstMember(serial)])
      keys.push(`${prefix}:${member}`);
  }
  if (c.series) return keys.map((key) => key.replace(':', `:${c.series!.toLowerCase()}-`));
  return keys;
}

function unique(keys: string[]): string[] {
  return [...new Set(keys)];
}

/**
 * Normalised lookup keys stored on a document and matched by the search (one per number and report, the members
 * of its own G.R. range included).
 */
export function citationKeys(doc: CitationSource): string[] {
  return unique(allDocumentCitations(doc).flatMap((c) => keysOfCitation(c, { members: true })));
}

/** The keys of other numbers a document is also known by, written as text ('G.R. Nos. 146710-15'): members too. */
export function documentKeysFromText(text: string): string[] {
  return unique(extractCitations(text.slice(0, 2000)).flatMap((c) => keysOfCitation(c, { members: true })));
}

/** A query is looked up by at most this many keys: a search box full of citations stays one cheap index probe. */
export const MAX_QUERY_KEYS = 20;

/**
 * The same keys for what a user typed: 'BP 22', 'B.P. Blg. 22' and 'Batas Pambansa Bilang 22' all give 'bp:22';
 * 'G.R. No. 63915', 'GR 63915' and 'L-63915' give 'gr:63915'. Empty when the query holds no citation; at most
 * MAX_QUERY_KEYS, the first citations' first.
 */
export function citationKeysFromQuery(query: string): string[] {
  if (!query) return [];
  return unique(extractCitations(query.slice(0, 2000)).flatMap((c) => keysOfCitation(c))).slice(0, MAX_QUERY_KEYS);
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
