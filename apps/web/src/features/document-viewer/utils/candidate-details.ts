import { formatLongUsDate } from '@batas/shared/dates';

/** The line under a candidate: its citation, its date unless the citation already says it, and its type. */
export function candidateDetails(candidate: { citation: string | null; date: string | null; documentType: string }) {
  const date = formatLongUsDate(candidate.date);
  const showDate = date && !candidate.citation?.includes(date);
  return [candidate.citation, showDate ? date : null, candidate.documentType].filter(Boolean).join(' · ');
}
