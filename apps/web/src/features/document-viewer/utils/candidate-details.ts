import { formatLongUsDate } from '@batas/shared/dates/index';
import { parseDocumentSlug } from '@batas/shared/slugs/index';

/**
 * What a reader asked for, in words: 'EXECUTIVE_ORDER-65' reads 'Executive Order No. 65', and a dated slug gives
 * its date apart ('May 30, 1985'); anything else is shown as typed, with dashes as spaces.
 */
export function requestedCitation(requested: string): { citation: string; date: string | null } {
  const lookup = parseDocumentSlug(requested);
  if (lookup.type !== 'citation') return { citation: lookup.searchText || requested, date: null };
  return { citation: lookup.citationText, date: formatLongUsDate(lookup.date) || null };
}

/** The line under a candidate: its citation, its date unless the citation already says it, and its type. */
export function candidateDetails(candidate: { citation: string | null; date: string | null; documentType: string }) {
  const date = formatLongUsDate(candidate.date);
  const showDate = date && !candidate.citation?.includes(date);
  return [candidate.citation, showDate ? date : null, candidate.documentType].filter(Boolean).join(' · ');
}
