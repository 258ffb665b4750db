import { formatLongUsDate } from '../dates/index.ts';
import { KINDS } from './data/kinds.ts';
import type { CitationKind, ParsedCitation } from './types.ts';

/** 'A, B & C': the house style for several numbers. */
export function joinSerials(serials: readonly string[]): string {
  if (serials.length <= 1) return serials[0] ?? '';
  return `${serials.slice(0, -1).join(', ')} & ${serials[serials.length - 1]}`;
}

const RANGE = /^(?:L-)?\d+-\d+$/;

/** The canonical text of a numbered citation from its parts ('G.R. Nos. 91865-66 & 92439-40'). */
export function formatSerials(
  kind: CitationKind,
  serials: readonly string[],
  series?: string,
  printed?: string,
): string {
  const info = KINDS[kind];
  const plural = serials.length > 1 || (info.rangeIsPlural === true && serials.length === 1 && RANGE.test(serials[0]!));
  let label = plural ? info.pluralLabel : info.label;
  if (kind === 'CA_GR' && series) label = label.replace('G.R.', `G.R. ${series}`);
  if (printed) label = `${printed} ${plural ? 'Nos.' : 'No.'}`;
  return `${label} ${joinSerials(serials)}`;
}

/** '63 Phil. 139', '136 SCRA 27', '47 O.G. Supp. 43', '49 O.G. No. 7, 2740', '148-A Phil. 448', '100 SCRA 10-A'. */
export function formatReport(
  c: Pick<ParsedCitation, 'kind' | 'volume' | 'page' | 'issue' | 'supplement' | 'volumePart' | 'pagePart'>,
): string {
  const label = KINDS[c.kind].label;
  const volume = c.volumePart ? `${c.volume}-${c.volumePart}` : `${c.volume}`;
  const page = c.pagePart ? `${c.page}-${c.pagePart}` : `${c.page}`;
  if (c.kind !== 'OG') return `${volume} ${label} ${page}`;
  const supplement = c.supplement ? ' Supp.' : '';
  const issue = c.issue ? ` No. ${c.issue},` : '';
  return `${volume} ${label}${supplement}${issue} ${page}`;
}

/**
 * Canonical text of a parsed citation: 'G.R. No. X', 'G.R. Nos. X & Y', 'A.M. No. X', 'UDK X',
 * 'Batas Pambansa Blg. X', 'Republic Act No. X', '136 SCRA 27', …  (without the date; see formatCitationFull).
 */
export function formatCitation(c: Pick<ParsedCitation, 'kind' | 'serials'> & Partial<ParsedCitation>): string {
  if (KINDS[c.kind].family === 'report') return formatReport(c);
  return formatSerials(c.kind, c.serials, c.series, c.label);
}

/** Canonical text plus the date: 'G.R. No. L-63915, April 24, 1985'. */
export function formatCitationFull(
  c: Pick<ParsedCitation, 'kind' | 'serials' | 'date'> & Partial<ParsedCitation>,
): string {
  const date = formatLongUsDate(c.date);
  const text = formatCitation(c);
  return date ? `${text}, ${date}` : text;
}
