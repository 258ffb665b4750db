import { KINDS } from './data/kinds.ts';
import { toParsed } from './extract-citations.ts';
import { findCitations, type RawCitation } from './find-citations.ts';
import { formatCitation, formatCitationFull } from './format-citation.ts';
import { ruleTitle } from './extract-citations.ts';
import type { ParseCitationResult, ParsedCitation } from './types.ts';

type Numbered = Extract<RawCitation, { type: 'numbered' }>;

/**
 * Parses one citation as a person would write it, tolerantly: 'G.R. No. L-63915, April 24, 1985, 136 SCRA 27',
 * 'BP 22', 'a.m. no. rtj-16-2460', 'Republic Act No. 386, 1114, and 11000'. The first docket or statute is the
 * citation; later mentions of the same kind and date join it as further numbers ('P.D. No. 971, as amended by
 * P.D. No. 1707'), every report in the text is listed in `reports`, and a text holding only a report is that
 * report. Impossible numbers and empty numbers are refused with a reason, never guessed.
 */
export function parseCitation(text: string): ParseCitationResult {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, reason: 'The citation is empty' };
  const { found, rejections } = findCitations(text);
  const numbered = found.filter((item): item is Numbered => item.type === 'numbered');
  const reports = found.filter((item) => item.type === 'report').map((item) => toParsed(item));
  const first = numbered[0];
  if (!first) {
    if (reports[0])
      return { ok: true, citation: { ...reports[0], reports: [...new Set(reports.map((r) => r.canonical))] } };
    return { ok: false, reason: rejections[0] ?? `No citation found in '${text.trim().slice(0, 80)}'` };
  }

  const citation: ParsedCitation = toParsed(first);
  const serials = [...first.serials];
  let date = first.date;
  for (const other of numbered.slice(1)) {
    if (other.kind !== first.kind || (other.series ?? '') !== (first.series ?? '') || other.label !== first.label)
      continue;
    // A same-kind citation with another date is another case, not a further number of this one.
    if (date && other.date && other.date !== date) continue;
    date ??= other.date;
    for (const serial of other.serials) if (!serials.includes(serial)) serials.push(serial);
    citation.formerly.push(...toParsed(other).formerly);
  }
  citation.serials = serials;
  citation.primarySerial = serials[0] ?? null;
  citation.date = date;
  citation.canonical = formatCitation(citation);
  citation.canonicalFull = formatCitationFull(citation);
  citation.reports = [...new Set(reports.map((report) => report.canonical))];
  const rule = ruleTitle(citation.kind, serials);
  if (rule) citation.rule = rule;
  if (citation.ambiguous && date && !first.date) delete citation.ambiguous;
  return { ok: true, citation };
}

/** True for dockets of the Supreme Court (G.R., A.M., A.C., B.M., UDK, JIB, P.E.T., OCA IPI). */
export function isSupremeCourtCitation(c: Pick<ParsedCitation, 'kind'>): boolean {
  return KINDS[c.kind].court === 'SC';
}
