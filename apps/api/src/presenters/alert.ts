import type { Alert, AlertFilters, AlertMatch } from '@batas/shared/contracts/alerts';
import { cleanDocumentTitle } from '@batas/shared/names';

/** A search alert's filters, as the alerts table keeps them. */
export interface AlertFilterColumns {
  document_types: string[] | null;
  year: number | null;
  court: string | null;
  court_level: string | null;
  law_category: string | null;
}

/** alerts rows (with their document and newest finds) → the contract's shape. */
export interface AlertRow extends AlertFilterColumns {
  id: string;
  kind: Alert['kind'];
  frequency: Alert['frequency'];
  label: string;
  query: string | null;
  document_slug: string | null;
  document_id: string | null;
  document_title: string | null;
  document_citation: string | null;
  status: Alert['status'];
  created_at: Date;
  last_run_at: Date | null;
  next_run_at: Date;
  match_count: number;
  last_matches: MatchRow[] | null;
}

export interface MatchRow {
  slug: string;
  title: string;
  document_type: string;
  citation: string | null;
  date: string | null;
  reason: string;
  citing_sentence: string | null;
  found_at: string;
}

/** `a` is alerts; the followed document `fd` and the newest finds are joined in (services/alerts/list-alerts.ts). */
export const ALERT_COLUMNS = `a.id, a.kind, a.frequency, a.label, a.query, a.document_types, a.year, a.court,
  a.court_level, a.law_category, a.document_slug, a.document_id, a.status, a.created_at, a.last_run_at, a.next_run_at,
  fd.title AS document_title, fd.citation AS document_citation`;

export function alertFilters(
  row: Pick<AlertRow, 'document_types' | 'year' | 'court' | 'court_level' | 'law_category'>,
) {
  const filters: AlertFilters = {};
  if (row.document_types?.length) filters.documentType = row.document_types;
  if (row.year !== null) filters.year = row.year;
  if (row.court) filters.court = row.court;
  if (row.court_level) filters.courtLevel = row.court_level;
  if (row.law_category) filters.lawCategory = row.law_category;
  return filters;
}

export function presentMatch(row: MatchRow): AlertMatch {
  return {
    slug: row.slug,
    heading: cleanDocumentTitle(row.title) || row.title,
    documentType: row.document_type,
    citation: row.citation,
    date: row.date,
    reason: row.reason,
    citingSentence: row.citing_sentence,
    foundAt: new Date(row.found_at).toISOString(),
  };
}

export function presentAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    kind: row.kind,
    frequency: row.frequency,
    label: row.label,
    query: row.query,
    filters: alertFilters(row),
    document:
      row.kind === 'document'
        ? {
            slug: row.document_slug ?? '',
            heading: row.document_title ? cleanDocumentTitle(row.document_title) || row.document_title : row.label,
            citation: row.document_citation,
            inLibrary: row.document_id !== null,
          }
        : null,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    lastRunAt: row.last_run_at ? new Date(row.last_run_at).toISOString() : null,
    nextRunAt: new Date(row.next_run_at).toISOString(),
    matchCount: row.match_count,
    lastMatches: (row.last_matches ?? []).map(presentMatch),
  };
}
