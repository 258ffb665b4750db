import {
  caseNameBefore,
  citationContext,
  citationsByWork,
  extractCitations,
  keysOfCitation,
  normalizeForScan,
  parseCitation,
  type ExtractedCitation,
} from '@batas/shared';

/**
 * Bumped whenever the extractor learns new forms: a start-up pass re-reads documents of older versions. 3: the
 * relations between laws (amends, repeals, declared unconstitutional) are read with the citations.
 */
export const CITATOR_VERSION = 3;

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
  /** Report pages printed with a docket ('136 SCRA 27' after 'G.R. No. L-63915, April 24, 1985'), as keys. */
  reportKeys: string[];
  /** The case name printed before it ('Tañada v. Tuvera'), when there is one. */
  citedName: string | null;
  /** The sentence it first stands in, with its place marked (for "how cited"). */
  context: { text: string; markStart: number; markEnd: number };
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

/** A report printed right after a docket is a parallel citation of it: its name is the docket's (undefined: not one). */
function docketNameOf(
  docket: { citation: ExtractedCitation; name: string | null } | null,
  report: ExtractedCitation,
): string | null | undefined {
  if (!docket || !docket.citation.reports.includes(report.canonical)) return undefined;
  return report.start - docket.citation.end < 60 ? docket.name : undefined;
}

/** The keys of the report pages printed with a docket: evidence of which decision each page is. */
function reportKeysOf(citation: ExtractedCitation): string[] {
  return citation.reports.flatMap((report) => {
    const parsed = parseCitation(report);
    return parsed.ok ? keysOfCitation(parsed.citation) : [];
  });
}

/**
 * The distinct citations a text makes, in order of first appearance. Repeats count once: the key is the
 * canonical form with its date, so 'G.R. No. 1, Jan. 2, 2000' and 'GR 1, January 2, 2000' are one citation,
 * while two decisions sharing a number but not a date stay two. Citations without any lookup key (nothing to
 * resolve by) are left out.
 */
export function citationRowsOf(content: string | null | undefined): CitationRow[] {
  if (!content) return [];
  const text = content.slice(0, MAX_TEXT);
  const scanned = normalizeForScan(text);
  const rows = new Map<string, CitationRow>();
  // A report printed after a docket is the same work: it takes the docket's case name.
  let docket: { citation: ExtractedCitation; name: string | null } | null = null;
  for (const citation of citationsByWork(extractCitations(text))) {
    const isReport = citation.primarySerial === null;
    const name: string | null | undefined = isReport ? docketNameOf(docket, citation) : undefined;
    const citedName: string | null = name === undefined ? caseNameBefore(scanned, citation.start) : name;
    if (!isReport) docket = { citation, name: citedName };
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
      reportKeys: isReport ? [] : reportKeysOf(citation),
      citedName,
      context: citationContext(scanned, citation.start, citation.end),
    });
    if (rows.size >= MAX_CITATIONS) break;
  }
  return [...rows.values()];
}
