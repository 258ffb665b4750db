import { citationsByWork, extractCitations, keysOfCitation, type ExtractedCitation } from '@batas/shared';

/** Bumped whenever the extractor learns new forms: a start-up pass re-reads documents of older versions. */
export const CITATOR_VERSION = 1;

/** A document's citations are read from the first this-many characters: the longest codes stay well inside. */
const MAX_TEXT = 3_000_000;
/** More distinct citations than any real text holds; a hostile or broken text cannot grow the table past it. */
const MAX_CITATIONS = 20_000;

/** One distinct citation of a document, as stored in document_citations (before it is resolved). */
export interface CitationRow {
  canonical: string;
  position: number;
  text: string;
  kind: string;
  lookupKeys: string[];
  date: string | null;
  /** Series year of an issuance ('s. 1939'), which names one President's numbering. */
  year: number | null;
}

/**
 * The citation as the document writes it, for the cites list. Read from HTML it may hold markup, and a later
 * statute of a list is only its number ('… & 7160'): those are named in their canonical form instead.
 */
function writtenForm(citation: ExtractedCitation): string {
  const text = citation.text.replace(/\s+/g, ' ').trim();
  return /[<>&]/.test(text) || !/[A-Za-z]/.test(text) ? citation.canonicalFull : text.slice(0, 500);
}

/**
 * The keys a citation is looked up by: every number's key, a G.R. range as written and by its first number (never
 * member by member: a text full of long ranges would store hundreds of keys per citation). A consolidated
 * 'G.R. Nos. 210001 & 210002' is found by either number.
 */
export function lookupKeysOf(citation: ExtractedCitation): string[] {
  return [...new Set(keysOfCitation(citation))];
}

/**
 * The distinct citations a text makes, in order of first appearance. Repeats count once: the key is the
 * canonical form with its date, so 'G.R. No. 1, Jan. 2, 2000' and 'GR 1, January 2, 2000' are one citation,
 * while two decisions sharing a number but not a date stay two. Citations without any lookup key (nothing to
 * resolve by) are left out.
 */
export function citationRowsOf(content: string | null | undefined): CitationRow[] {
  if (!content) return [];
  const rows = new Map<string, CitationRow>();
  for (const citation of citationsByWork(extractCitations(content.slice(0, MAX_TEXT)))) {
    const canonical = citation.canonicalFull;
    if (rows.has(canonical)) continue;
    const lookupKeys = lookupKeysOf(citation);
    if (lookupKeys.length === 0) continue;
    // A citation that cannot name one document by itself ('Executive Order No. 1' without its year: every
    // President issued one) is listed but never resolved: no keys, so no document is ever guessed for it.
    rows.set(canonical, {
      canonical,
      position: rows.size,
      text: writtenForm(citation),
      kind: citation.kind,
      lookupKeys: citation.ambiguous ? [] : lookupKeys,
      date: citation.date,
      year: citation.year ?? null,
    });
    if (rows.size >= MAX_CITATIONS) break;
  }
  return [...rows.values()];
}
