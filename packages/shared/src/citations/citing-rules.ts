import type { CitationKind } from './types.ts';

/**
 * Issuances numbered anew under each President: 'Executive Order No. 340' of 1950 and of 1999 are different
 * orders, so without a date or series year the number names no document. Measured on the starter library: undated
 * orders otherwise linked decisions of 1987–2004 to orders of 1950.
 */
const NUMBERED_PER_ADMINISTRATION: ReadonlySet<string> = new Set<CitationKind>([
  'EXECUTIVE_ORDER',
  'ADMINISTRATIVE_ORDER',
  'MEMORANDUM_CIRCULAR',
  'MEMORANDUM_ORDER',
  'PROCLAMATION',
]);

/** Whether a kind's numbers restart with each President, so that a citation of it names its series year. */
export function isNumberedPerAdministration(kind: string): boolean {
  return NUMBERED_PER_ADMINISTRATION.has(kind);
}

/** Whether a citation can name one document at all: a per-administration number needs its date or year. */
export function canNameOneDocument(citation: { kind: string; date: string | null; year?: number | null }): boolean {
  return !NUMBERED_PER_ADMINISTRATION.has(citation.kind) || Boolean(citation.date || citation.year);
}

/**
 * Whether a document (dated `candidateDate`) can be what a citation in another document (dated `citingDate`)
 * means: of the series year printed with it, if any, and not issued after the text that cites it.
 */
export function couldBeCited(
  candidateDate: string | null,
  citation: { year?: number | null },
  citingDate: string | null,
): boolean {
  if (citation.year && candidateDate?.slice(0, 4) !== String(citation.year)) return false;
  return !(candidateDate && citingDate && candidateDate.slice(0, 10) > citingDate.slice(0, 10));
}
