import { KINDS } from '../citations/data/kinds.ts';
import type { CitationKind, ParsedCitation } from '../citations/types.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'TYPE-number[-YYYY-MM-DD]' from parts. The number is the first one of a
 * consolidated case, as printed ('GR-L-63915-1985-04-24', 'GR-146710-15-2001-03-02', 'AM-RTJ-16-2460'):
 * 'L-' is kept because pre-war G.R. No. 7529 and post-war G.R. No. L-7529 are different cases, and the resolver
 * still finds 'GR-63915-…' through the 'gr:63915' key. A Court of Appeals series joins the number ('CA_GR-SP-12345').
 */
export function slugFromParts(
  kind: CitationKind,
  serial: string,
  date?: string | null,
  series?: string,
): string | null {
  const prefix = KINDS[kind].slugPrefix;
  if (!prefix || !serial) return null;
  const number = (series ? `${series}-${serial}` : serial).toUpperCase().replace(/[^A-Z0-9-]+/g, '-');
  return date && ISO_DATE.test(date) ? `${prefix}-${number}-${date}` : `${prefix}-${number}`;
}

/** The slug of a parsed citation, or null for kinds without documents of their own (report citations). */
export function citationSlug(
  c: Pick<ParsedCitation, 'kind' | 'primarySerial' | 'date' | 'series'>,
  date = c.date,
): string | null {
  if (!c.primarySerial) return null;
  return slugFromParts(c.kind, c.primarySerial, date, c.series);
}
