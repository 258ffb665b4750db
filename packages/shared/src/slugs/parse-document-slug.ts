import { isoDate } from '../dates/index.ts';
import { citationDate } from '../citations/citation-date.ts';
import { CA_SERIES, KINDS } from '../citations/data/kinds.ts';
import { formatCitation } from '../citations/format-citation.ts';
import { parseCitation } from '../citations/parse-citation.ts';
import { normalizeSerial, serialProblem } from '../citations/serials.ts';
import type { CitationKind } from '../citations/types.ts';
import { slugFromParts } from './citation-slug.ts';
import { SLUG_PREFIX_ALIASES, SLUG_PREFIX_KINDS } from './data/slug-prefixes.ts';
import { titleSlugWords } from './title-slug-words.ts';

/** What a /law-library/{slug} value asks for; the resolver runs the viewer's lookups in order. */
export type SlugLookup =
  | {
      type: 'citation';
      /** Null for an upper-case prefix no table knows ('FOO_BAR-12'): the fallback text still applies. */
      kind: CitationKind | null;
      prefix: string;
      serial: string;
      serials: string[];
      date: string | null;
      series?: string;
      /** The series year a pasted citation gives without a date ('E.O. No. 292, s. 1987'). */
      year?: number;
      /** The citation form of the prefix table ('G.R. No. 63915', 'Batas Pambansa Blg. 22'). */
      citationText: string;
      /** First run of digits, for the fallback search by the first number in the citation. */
      searchNumber: string;
      /** The canonical slug for this citation; null for unknown prefixes. */
      canonicalSlug: string | null;
      /** True when the request was not written canonically (lower case, zero-padded, alias prefix, raw text). */
      redirect: boolean;
      searchText: string;
    }
  | { type: 'title'; titleWords: string[]; year: string | null; searchText: string }
  | { type: 'docId'; docId: string; searchText: string }
  | { type: 'invalid'; reason: string; searchText: string };

/** The rule for prefixes outside the table: underscores become spaces, then the number ('BM 1222'). */
export function fallbackCitationText(prefix: string, serial: string): string {
  return `${prefix.replace(/_/g, ' ')} ${serial}`;
}

const SLUG_SHAPE = /^([A-Za-z]+(?:_[A-Za-z]+)*)-(.*)$/;
// Unpadded dates ('-2003-4-30') are accepted and redirected to the padded canonical slug.
const DATE_TAIL = /^(.*)-(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** Docket numbers are short groups ('RTJ-16-2460', '06-11-392-METC'); a long word means a title slug. */
const SERIAL_SHAPE = /^[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,8})*$/;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type SlugParts = { serial: string; date: string | null; series?: string } | { reason: string };

/** Splits 'RTJ-16-2460-2000-10-16' into number and date; an impossible date or number is refused, not reread. */
function splitSlugRest(kind: CitationKind, rest: string): SlugParts {
  let serialPart = rest;
  let date: string | null = null;
  const tail = DATE_TAIL.exec(rest);
  if (tail) {
    date = citationDate(isoDate(Number(tail[2]), Number(tail[3]), Number(tail[4])));
    if (!date) return { reason: `${tail[2]}-${tail[3]}-${tail[4]} is not a date` };
    serialPart = tail[1]!;
  }
  let serial = normalizeSerial(kind, serialPart);
  let series: string | undefined;
  if (kind === 'CA_GR') {
    series = CA_SERIES.find((name) => serial.startsWith(`${name}-`));
    if (series) serial = serial.slice(series.length + 1);
  }
  if (!serial) return { reason: 'The slug has no number' };
  if (!SERIAL_SHAPE.test(serial)) return { reason: `'${serialPart}' is not a document number` };
  const problem = serialProblem(kind, serial);
  if (problem) return { reason: problem };
  return series ? { serial, date, series } : { serial, date };
}

/**
 * Reads a /law-library/{slug} value: 'GR-63915-1985-04-24', 'gr-063915', 'AM-RTJ-16-2460', 'RA-9165',
 * 'BM-1222', a pasted citation ('G.R.%20No.%20147033'), 'doc-{id}', or a title slug ('tanada-v-tuvera-1985' →
 * words 'tanada', 'tuvera'). parseDocumentSlug(buildDocumentSlug(x)) gives back x's kind, number and date.
 */
export function parseDocumentSlug(slug: string): SlugLookup {
  const raw = String(slug ?? '');
  // '+' never occurs in a slug; it is a space from a form-encoded paste ('G.R.+No.+147033').
  const decoded = safeDecode(raw.includes(' ') ? raw : raw.replace(/\+/g, ' '))
    .trim()
    .replace(/^\/?law-library\//, '')
    .replace(/\/+$/, '');
  const searchText = decoded.replace(/[-_\s]+/g, ' ').trim();
  if (!decoded) return { type: 'invalid', reason: 'The address names no document', searchText };
  const docId = /^doc-(.+)$/.exec(decoded);
  if (docId) return { type: 'docId', docId: docId[1]!, searchText };

  if (/[\s.]/.test(decoded)) {
    const pasted = parseCitation(decoded);
    if (pasted.ok && pasted.citation.primarySerial && KINDS[pasted.citation.kind].slugPrefix) {
      const c = pasted.citation;
      const lookup = citationLookup(
        c.kind,
        KINDS[c.kind].slugPrefix!,
        { serial: c.primarySerial!, date: c.date, series: c.series },
        decoded,
        searchText,
        c.serials,
      );
      if (lookup.type === 'citation' && !c.date && c.year) lookup.year = c.year;
      return lookup;
    }
    return titleLookup(decoded, searchText);
  }

  const shape = SLUG_SHAPE.exec(decoded);
  if (shape) {
    const [, prefix, rest] = shape as unknown as [string, string, string];
    const upper = prefix.toUpperCase();
    const kind = SLUG_PREFIX_KINDS.get(upper) ?? SLUG_PREFIX_ALIASES[upper];
    // Upper-case prefixes are how the platform writes slugs: a bad number there is a bad address (404), while a
    // lower-case 'act-of-…' may just be a title.
    const strict = prefix === upper;
    if (kind) {
      const parts = splitSlugRest(kind, rest);
      if ('serial' in parts) return citationLookup(kind, prefix, parts, decoded, searchText);
      if (strict) return { type: 'invalid', reason: parts.reason, searchText };
    } else if (strict && /\d/.test(rest)) {
      const tail = DATE_TAIL.exec(rest);
      const date = tail ? citationDate(isoDate(Number(tail[2]), Number(tail[3]), Number(tail[4]))) : null;
      const serial = tail && date ? tail[1]! : rest;
      return {
        type: 'citation',
        kind: null,
        prefix,
        serial,
        serials: [serial],
        date,
        citationText: fallbackCitationText(prefix, serial),
        searchNumber: /\d+/.exec(serial)?.[0] ?? '',
        canonicalSlug: null,
        redirect: false,
        searchText,
      };
    }
  }
  return titleLookup(decoded, searchText);
}

function citationLookup(
  kind: CitationKind,
  prefix: string,
  parts: { serial: string; date: string | null; series?: string | undefined },
  decoded: string,
  searchText: string,
  serials: string[] = [parts.serial],
): SlugLookup {
  const canonicalSlug = slugFromParts(kind, parts.serial, parts.date, parts.series);
  const citationText =
    kind === 'DOC'
      ? fallbackCitationText(prefix.toUpperCase(), parts.serial)
      : formatCitation({ kind, serials: [parts.serial], ...(parts.series ? { series: parts.series } : {}) });
  const lookup: SlugLookup = {
    type: 'citation',
    kind,
    prefix: KINDS[kind].slugPrefix ?? prefix,
    serial: parts.serial,
    serials,
    date: parts.date,
    citationText,
    searchNumber: /\d+/.exec(parts.serial)?.[0] ?? '',
    canonicalSlug,
    redirect: canonicalSlug !== decoded,
    searchText,
  };
  if (parts.series) lookup.series = parts.series;
  return lookup;
}

function titleLookup(decoded: string, searchText: string): SlugLookup {
  const { words, year } = titleSlugWords(decoded);
  return { type: 'title', titleWords: words, year, searchText };
}
