import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  chooseByDate,
  docketSerialsMatch,
  expandSerial,
  KINDS,
  parseCitation,
  type CitationKind,
  type ParsedCitation,
} from '../src/citations/index.ts';
import {
  buildDocumentSlug,
  citationSlug,
  fallbackCitationText,
  parseDocumentSlug,
  slugFromParts,
  SPEC_SLUG_PREFIXES,
} from '../src/slugs/index.ts';

// The vector table and where it comes from: test/data/PROVENANCE.md.
const here = dirname(fileURLToPath(import.meta.url));
const VECTORS_PATH = resolve(here, 'data/citation-vectors.json');

interface Vector {
  id: string;
  input: string;
  input_type: 'citation_text' | 'slug';
  expect: 'parse' | 'reject' | 'rule' | 'ambiguous' | 'not_supreme_court' | 'redirect';
  kind?: string;
  product_kind_supported?: boolean;
  serials?: string[];
  primary_serial?: string | null;
  serials_expanded?: string[];
  date?: string | null;
  canonical?: string;
  canonical_full?: string;
  slug?: string | null;
  proposed_slug?: string;
  display?: string;
  display_under_current_fallback?: string;
  reports?: string[];
  formerly?: string[];
  known_date?: string;
  document_slug?: string;
  proposed_document_slug?: string;
}
interface Scenario {
  id: string;
  docket: { kind: string; serial: string };
  candidates: string[];
  cases: Array<{ slug: string; expect: string | null; why: string }>;
}
const data: { vectors: Vector[]; lookup_scenarios: Scenario[] } = JSON.parse(readFileSync(VECTORS_PATH, 'utf8'));

/**
 * The vector file names a few kinds differently from this package's union (which other code already uses):
 * its 'LOI' is LETTER_OF_INSTRUCTION, and report-only citations are 'REPORT_PHIL' etc. for our 'PHIL'.
 */
const KIND_ALIASES: Record<string, CitationKind> = {
  LOI: 'LETTER_OF_INSTRUCTION',
  REPORT_PHIL: 'PHIL',
  REPORT_SCRA: 'SCRA',
  REPORT_OG: 'OG',
};
const ourKind = (kind: string | undefined) => (kind ? (KIND_ALIASES[kind] ?? kind) : kind);

/**
 * Some vectors list a case's report citations from metadata even when the input text does not print them
 * (v039 'G.R. No. 158464' with '792 Phil. 133'). The parser can only report what is printed, so the expected
 * list is narrowed to reports whose volume and page appear, in order, in the input.
 */
function printedReports(vector: Vector): string[] {
  return (vector.reports ?? []).filter((report) => {
    const numbers = report.match(/\d+/g) ?? [];
    const volume = numbers[0];
    const page = numbers[numbers.length - 1];
    return new RegExp(`(?<!\\d)${volume}\\s.*(?<!\\d)${page}(?!\\d)`).test(vector.input);
  });
}

const textVectors = data.vectors.filter((v) => v.input_type === 'citation_text');
const slugVectors = data.vectors.filter((v) => v.input_type === 'slug');

function parsed(vector: Vector): ParsedCitation {
  const result = parseCitation(vector.input);
  if (!result.ok) throw new Error(`${vector.id}: ${result.reason}`);
  return result.citation;
}

describe('citation vectors', () => {
  it('holds vectors of every input type', () => {
    expect(textVectors.length).toBeGreaterThan(0);
    expect(slugVectors.length).toBeGreaterThan(0);
  });

  describe('citation texts', () => {
    it.each(textVectors.filter((v) => v.expect === 'reject').map((v) => [v.id, v] as const))(
      '%s is rejected',
      (_, v) => {
        const result = parseCitation(v.input);
        expect(result.ok, JSON.stringify(result)).toBe(false);
        if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
      },
    );

    it.each(textVectors.filter((v) => v.expect !== 'reject').map((v) => [v.id, v.expect, v] as const))(
      '%s (%s) gives the expected parts',
      (_, __, v) => {
        const c = parsed(v);
        expect(c.kind).toBe(ourKind(v.kind));
        expect(c.serials).toEqual(v.serials);
        if ('primary_serial' in v) expect(c.primarySerial).toBe(v.primary_serial);
        expect(c.date).toBe(v.date);
        if (v.canonical !== undefined) expect(c.canonical).toBe(v.canonical);
        if (v.canonical_full !== undefined) expect(c.canonicalFull).toBe(v.canonical_full);
        expect(c.reports).toEqual(printedReports(v));
        expect(c.formerly).toEqual(v.formerly ?? []);
        if (v.serials_expanded) expect(c.serials.flatMap(expandSerial)).toEqual(v.serials_expanded);

        expect(Boolean(c.rule), 'names a court rule').toBe(v.expect === 'rule');
        expect(Boolean(c.ambiguous), 'is ambiguous').toBe(v.expect === 'ambiguous');
        if (v.expect === 'not_supreme_court') expect(c.supremeCourt).toBe(false);
        if (KINDS[c.kind].court === 'SC') expect(c.supremeCourt).toBe(true);
        if (v.product_kind_supported !== undefined) {
          expect(SPEC_SLUG_PREFIXES.has(KINDS[c.kind].slugPrefix ?? '')).toBe(v.product_kind_supported);
        }
      },
    );

    it.each(textVectors.filter((v) => 'slug' in v).map((v) => [v.id, v] as const))('%s builds its slug', (_, v) => {
      const c = parsed(v);
      const expected = v.slug ?? v.proposed_slug ?? null;
      if (expected === null) {
        // Report-only citations name no document of their own: no citation slug, title slug instead.
        expect(citationSlug(c)).toBeNull();
        return;
      }
      expect(buildDocumentSlug({ citation: v.input })).toBe(expected);
      const back = parseDocumentSlug(expected);
      expect(back.type).toBe('citation');
      if (back.type !== 'citation') return;
      expect([back.kind, back.serial, back.date, back.redirect]).toEqual([c.kind, c.primarySerial, c.date, false]);
    });

    it.each(textVectors.filter((v) => v.known_date).map((v) => [v.id, v] as const))(
      '%s builds the document slug with the date from metadata',
      (_, v) => {
        expect(buildDocumentSlug({ citation: v.input, dateDecided: v.known_date! })).toBe(
          v.document_slug ?? v.proposed_document_slug,
        );
      },
    );

    it.each(textVectors.filter((v) => v.display_under_current_fallback).map((v) => [v.id, v] as const))(
      '%s shows the fallback text for a prefix outside its table',
      (_, v) => {
        const c = parsed(v);
        expect(fallbackCitationText(KINDS[c.kind].slugPrefix!, c.primarySerial!)).toBe(
          v.display_under_current_fallback,
        );
      },
    );
  });

  describe('slugs', () => {
    it.each(slugVectors.map((v) => [v.id, v.expect, v] as const))('%s (%s)', (_, __, v) => {
      const lookup = parseDocumentSlug(v.input);
      if (v.expect === 'reject') {
        expect(lookup.type).toBe('invalid');
        return;
      }
      expect(lookup.type).toBe('citation');
      if (lookup.type !== 'citation') return;
      expect(lookup.kind).toBe(ourKind(v.kind));
      expect(lookup.serial).toBe(v.primary_serial);
      expect(lookup.serials).toEqual(v.serials);
      expect(lookup.date).toBe(v.date);
      expect(lookup.citationText).toBe(v.display);
      expect(lookup.redirect).toBe(v.expect === 'redirect');
      // Build inverts parse: the canonical slug parses back to the same thing, without a redirect.
      const canonical = slugFromParts(lookup.kind!, lookup.serial, lookup.date);
      expect(lookup.canonicalSlug).toBe(canonical);
      if (v.expect === 'parse') expect(canonical).toBe(v.input);
      const again = parseDocumentSlug(canonical!);
      expect(again.type === 'citation' && [again.kind, again.serial, again.date, again.redirect]).toEqual([
        lookup.kind,
        lookup.serial,
        lookup.date,
        false,
      ]);
    });
  });

  describe('lookup scenarios (the pure part: slug → docket → choice by date)', () => {
    const cases = data.lookup_scenarios.flatMap((scenario) =>
      scenario.cases.map((c) => [scenario.id, c.slug, scenario, c] as const),
    );
    it.each(cases)('%s %s', (_, __, scenario, c) => {
      const lookup = parseDocumentSlug(c.slug);
      expect(lookup.type).toBe('citation');
      if (lookup.type !== 'citation') return;
      expect(lookup.kind).toBe(ourKind(scenario.docket.kind));
      // Candidates are written 'YYYY-MM-DD' or 'YYYY-MM (month only; …)': keep the date part.
      const candidates = scenario.candidates.map((text) => ({ date: /^\d{4}-\d{2}(?:-\d{2})?/.exec(text)![0] }));
      const sameDocket = candidates.filter((candidate) =>
        docketSerialsMatch(lookup.kind!, lookup.serial, scenario.docket.serial, candidate.date),
      );
      expect(sameDocket.length).toBeGreaterThan(0);
      const choice = chooseByDate(sameDocket, lookup.date);
      if (c.expect === 'disambiguation') {
        expect(choice.outcome).toBe('ambiguous');
        if (choice.outcome === 'ambiguous') expect(choice.candidates.length).toBeGreaterThan(1);
      } else if (c.expect === null) {
        expect(choice.outcome).toBe('none');
      } else {
        expect(choice.outcome === 'match' && choice.match.date).toBe(c.expect);
      }
    });
  });
});
