import type { Queryable } from '../client.ts';

/** An alert as a run reads it (migration 0091). */
export interface AlertRow {
  id: string;
  user_id: string;
  kind: 'search' | 'document';
  frequency: 'daily' | 'weekly';
  search_text: string | null;
  citation_keys: string[];
  document_types: string[] | null;
  year: number | null;
  court: string | null;
  court_level: string | null;
  law_category: string | null;
  document_id: string | null;
}

/** A document that is news to one alert, and why. */
export interface NewsItem {
  documentId: string;
  /** The source that found it ('search', 'cites', …): stored as alert_matches.reason. */
  reason: string;
  citingSentence: string | null;
}

/**
 * One source of news: the documents it finds for an alert among those that arrived after `since`, leaving out what
 * the alert already found. At most `limit`, oldest arrival first.
 */
export type NewsSource = (
  db: Queryable,
  alert: AlertRow,
  window: { since: Date; limit: number },
) => Promise<NewsItem[]>;

/** SQL: the document d is not among what alert $n already found. */
export const notFoundYet = (alertParam: string) =>
  `NOT EXISTS (SELECT 1 FROM alert_matches m WHERE m.alert_id = ${alertParam} AND m.document_id = d.id)`;
