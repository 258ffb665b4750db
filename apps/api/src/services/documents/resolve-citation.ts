import type { Queryable } from '@batas/db';
import {
  chooseByDate,
  citationFromDocument,
  docketSerialsMatch,
  formatLongUsDate,
  KINDS,
  parseCitation,
  parseDocumentSlug,
  type CitationKind,
  type SlugLookup,
} from '@batas/shared';
import { lookupKey } from '../citations/cited-documents.ts';
import {
  findById,
  findByNameText,
  findBySlugOrKey,
  findByTitleWords,
  type CandidateRow,
} from './document-candidates.ts';

export type MatchedBy = 'slug' | 'citation' | 'report' | 'title' | 'id' | 'search';

/**
 * A citation the address asked for (when it named one): what the viewer says is not in the library, and the
 * number it suggests searching for.
 */
export interface AskedCitation {
  text: string;
  searchNumber: string;
}

export type Resolution =
  | { outcome: 'found'; document: CandidateRow; matchedBy: MatchedBy }
  /** 'several': the citation fits more than one; 'date': the number is stored, but under other dates. */
  | { outcome: 'choose'; candidates: CandidateRow[]; because: 'several' | 'date'; asked: AskedInWords }
  | { outcome: 'invalid'; reason: string }
  | { outcome: 'not-found'; citation: AskedCitation | null };

/** What the address asked for, as the reader is told it when several documents fit. */
export interface AskedInWords {
  citation: string;
  date: string | null;
}

interface WantedCitation {
  kind: CitationKind;
  serial: string | null;
  key: string;
  date: string | null;
  /** A series year without a date: 'E.O. No. 292, s. 1987' is the one of 1987 among eight Executive Orders No. 292. */
  year: number | null;
  matchedBy: MatchedBy;
}

const MAX_CHOICES = 50;

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The citation an address asks for: a docket or statute slug, or a report citation ('136 SCRA 27'). */
function wantedCitation(lookup: SlugLookup): WantedCitation | null {
  if (lookup.type === 'citation' && lookup.kind) {
    const key = lookupKey({ kind: lookup.kind, serials: [lookup.serial], series: lookup.series });
    return key
      ? {
          kind: lookup.kind,
          serial: lookup.serial,
          key,
          date: lookup.date,
          year: lookup.year ?? null,
          matchedBy: 'citation',
        }
      : null;
  }
  if (lookup.type !== 'title') return null;
  // Report citations have no slug form; parseDocumentSlug reads them as titles.
  const parsed = parseCitation(lookup.searchText);
  if (!parsed.ok || KINDS[parsed.citation.kind].family !== 'report') return null;
  const key = lookupKey(parsed.citation);
  return key
    ? { kind: parsed.citation.kind, serial: null, key, date: parsed.citation.date, year: null, matchedBy: 'report' }
    : null;
}

// '136 SCRA 27', '63 Phil. 139', '47 O.G. 1234': a volume, a report series and a page.
const REPORT_SHAPE = /^\s*\d{1,5}(?:-[A-D])?\s+(?:S\.?\s?C\.?\s?R\.?\s?A|Phil|O\.?\s?G)\b/i;

/** Why a report page cannot exist ('SCRA has no volume 9999'), for a 400; null for anything else. */
function impossibleReportPage(lookup: SlugLookup): string | null {
  if (lookup.type !== 'title' || !REPORT_SHAPE.test(lookup.searchText)) return null;
  const parsed = parseCitation(lookup.searchText);
  return parsed.ok ? null : parsed.reason;
}

const withoutL = (serial: string) => serial.replace(/^L-/i, '');

/**
 * Keys drop the 'L-' of G.R. numbers, so 'gr:7529' finds pre-war G.R. No. 7529 (1912) and L-7529 (1955) alike;
 * docketSerialsMatch tells them apart by era. Range members and other consolidated numbers pass as they are.
 */
function sameDocket(wanted: WantedCitation, row: CandidateRow): boolean {
  if (wanted.kind !== 'GR' || !wanted.serial) return true;
  const stored = citationFromDocument({
    citation: row.citation,
    grNumber: row.gr_number,
    documentType: row.document_type,
    dateDecided: row.date,
  });
  const same = stored?.serials.filter((serial) => withoutL(serial) === withoutL(wanted.serial!)) ?? [];
  return same.length === 0 || same.some((serial) => docketSerialsMatch('GR', wanted.serial!, serial, row.date));
}

/** A series year asked for keeps the documents of that year (a document without a date stays a candidate). */
function sameSeriesYear(wanted: WantedCitation, row: CandidateRow): boolean {
  return wanted.year === null || !row.date || Number(row.date.slice(0, 4)) === wanted.year;
}

/**
 * 'EXECUTIVE_ORDER-65' is 'Executive Order No. 65'; a dated slug gives its date apart ('May 30, 1985'); anything
 * else is shown as typed, with dashes as spaces.
 */
export function askedInWords(lookup: SlugLookup, requested: string): AskedInWords {
  if (lookup.type !== 'citation') return { citation: lookup.searchText || requested, date: null };
  return { citation: lookup.citationText, date: formatLongUsDate(lookup.date) || null };
}

/** One fitting document is the answer; several (or a date that fits none of them) are offered, never guessed. */
function decide(
  candidates: CandidateRow[],
  date: string | null,
  matchedBy: MatchedBy,
  asked: AskedInWords,
): Resolution | null {
  if (candidates.length === 0) return null;
  const choice = chooseByDate(candidates, date);
  if (choice.outcome === 'match') return { outcome: 'found', document: choice.match, matchedBy };
  return {
    outcome: 'choose',
    candidates: choice.candidates.slice(0, MAX_CHOICES),
    because: choice.outcome === 'none' ? 'date' : 'several',
    asked,
  };
}

/**
 * GET /api/documents/resolve/{citation}: the viewer's whole lookup order in one request (docs/product.md, Document viewer).
 * Slug and citation key share one indexed query; the title, id and word searches run only when those fail.
 */
export async function resolveCitation(db: Queryable, requested: string): Promise<Resolution> {
  const raw = requested.trim();
  const lookup = parseDocumentSlug(raw);
  const wanted = wantedCitation(lookup);
  const slugs = [...new Set([raw, decodeOnce(raw)])];
  const rows = await findBySlugOrKey(db, slugs, wanted?.key ?? null);
  const exact = rows.find((row) => slugs.includes(row.slug));
  if (exact) return { outcome: 'found', document: exact, matchedBy: 'slug' };
  if (lookup.type === 'invalid') return { outcome: 'invalid', reason: lookup.reason };
  const impossible = impossibleReportPage(lookup);
  if (impossible) return { outcome: 'invalid', reason: impossible };
  const asked = askedInWords(lookup, raw);

  if (wanted) {
    const sameNumber = rows.filter((row) => sameDocket(wanted, row));
    const ofYear = sameNumber.filter((row) => sameSeriesYear(wanted, row));
    // A series year that none of them has: they are offered, as a date that fits none is.
    if (ofYear.length === 0 && sameNumber.length > 0) {
      const offered = [...sameNumber].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
      return { outcome: 'choose', candidates: offered.slice(0, MAX_CHOICES), because: 'date', asked };
    }
    const byCitation = decide(ofYear, wanted.date, wanted.matchedBy, asked);
    // A known citation that the library lacks is not found: searching its bare number would be a guess, so the
    // reader is offered that search instead.
    return byCitation ?? { outcome: 'not-found', citation: askedCitation(lookup) };
  }
  if (lookup.type === 'docId')
    return decide(await findById(db, lookup.docId), null, 'id', asked) ?? { outcome: 'not-found', citation: null };
  if (lookup.type === 'title' && lookup.titleWords.length > 0) {
    const byTitle = decide(await findByTitleWords(db, lookup.titleWords, lookup.year), null, 'title', asked);
    if (byTitle) return byTitle;
  }
  if (lookup.searchText.length >= 3) {
    const bySearch = decide(await findByNameText(db, lookup.searchText), null, 'search', asked);
    if (bySearch) return bySearch;
  }
  return { outcome: 'not-found', citation: null };
}

function askedCitation(lookup: SlugLookup): AskedCitation | null {
  if (lookup.type === 'citation') return { text: lookup.citationText, searchNumber: lookup.searchNumber };
  // A report citation ('136 SCRA 27') arrives as title text: search for it as written.
  return lookup.searchText ? { text: lookup.searchText, searchNumber: lookup.searchText } : null;
}
