import { parseLegalDate } from '../dates/index.ts';
import { DOCUMENT_TYPE_KINDS } from './data/document-types.ts';
import { KINDS } from './data/kinds.ts';
import { extractCitations } from './extract-citations.ts';
import { formatCitationFull } from './format-citation.ts';
import { parseCitation } from './parse-citation.ts';
import { normalizeSerial, readSerial } from './serials.ts';
import type { CitationKind, CitationSource, ParsedCitation } from './types.ts';

/** A bare number ('L-63915', '9165', '146710-15'), as stored in grNumber or in a citation field of a typed row. */
const BARE_NUMBER = /^\s*(?:(?:No|Nos)\.?\s*)?((?:L\s?-\s?)?\d[\w-]*)\s*$/i;

function numberOfKind(kind: CitationKind, value: string): ParsedCitation | null {
  const bare = BARE_NUMBER.exec(value);
  if (!bare) return null;
  const prefixes = kind === 'GR' ? 'G.R. No. ' : `${KINDS[kind].label} `;
  const parsed = parseCitation(prefixes + bare[1]);
  return parsed.ok && parsed.citation.kind === kind ? parsed.citation : null;
}

function documentKind(doc: CitationSource): CitationKind | null {
  return DOCUMENT_TYPE_KINDS[(doc.documentType ?? '').trim().toLowerCase()] ?? null;
}

/** The decision or enactment date of a row, as 'YYYY-MM-DD' (timestamps are cut to their calendar day). */
export function documentDate(doc: Pick<CitationSource, 'dateDecided' | 'dateEnacted'>): string | null {
  for (const value of [doc.dateDecided, doc.dateEnacted]) {
    const iso = parseLegalDate(typeof value === 'string' ? value.slice(0, 10) : null);
    if (iso) return iso;
  }
  return null;
}

/**
 * The citation that names a library document, read from its fields in this order: the citation text, the G.R.
 * number (bare numbers are G.R.), a bare number with a typed document ('9165' + 'Republic Act'), and last a
 * title that opens with a citation ('REPUBLIC ACT NO. 9165 - An Act …'). Null when none names it.
 */
export function citationFromDocument(doc: CitationSource): ParsedCitation | null {
  const kind = documentKind(doc);
  const candidates: Array<() => ParsedCitation | null> = [
    () => {
      if (!doc.citation) return null;
      const parsed = parseCitation(doc.citation);
      if (parsed.ok && KINDS[parsed.citation.kind].family !== 'report') return parsed.citation;
      return kind ? numberOfKind(kind, doc.citation) : null;
    },
    () => {
      if (!doc.grNumber) return null;
      const parsed = numberOfKind('GR', doc.grNumber);
      if (parsed) return parsed;
      const written = parseCitation(doc.grNumber);
      return written.ok && KINDS[written.citation.kind].family !== 'report' ? written.citation : null;
    },
    () => {
      if (!doc.title) return null;
      const first = extractCitations(doc.title.slice(0, 200))[0];
      const opening = first && /^[\s[(]*$/.test(doc.title.slice(0, first.start));
      return opening && KINDS[first.kind].family !== 'report' ? first : null;
    },
  ];
  for (const candidate of candidates) {
    const found = candidate();
    if (found) return withDocumentDate(found, doc);
  }
  return null;
}

function withDocumentDate(found: ParsedCitation, doc: CitationSource): ParsedCitation {
  const date = documentDate(doc) ?? found.date;
  if (date === found.date) return found;
  const copy = { ...found, date };
  return { ...copy, canonicalFull: formatCitationFull(copy) };
}

/** Every citation of a row, including its report citations ('136 SCRA 27'), for search keys. */
export function allDocumentCitations(doc: CitationSource): ParsedCitation[] {
  const all: ParsedCitation[] = [];
  const primary = citationFromDocument(doc);
  if (primary) all.push(primary);
  for (const text of [doc.citation, doc.grNumber]) {
    if (text) all.push(...extractCitations(text));
  }
  return all;
}

/**
 * The generic 'DOC' number: a citation text no kind claims but that labels a number ('NAR Vol. 5 No. 12'
 * → '12'). Only a number after 'No.' counts: in '1935 Constitution' the number is a year, and the title slug says
 * more than 'DOC-1935' would. Null when there is no such number.
 */
export function genericDocumentNumber(citation: string | null | undefined): string | null {
  if (!citation) return null;
  const afterNo = /\bNos?\.?\s*(?=[A-Z0-9])/i.exec(citation);
  if (!afterNo) return null;
  const position = afterNo.index + afterNo[0].length;
  const read = readSerial(citation, position);
  return read ? normalizeSerial('DOC', read.serial) : null;
}
