import type { AlertFilters } from '../contracts/alerts.ts';

/**
 * What a search alert follows, in words (the API stores it as the alert's label; the Follow dialog shows it first):
 * '“data privacy” · Republic Act · 2012'. A filter-only alert reads 'New documents · Republic Act'.
 */
export function searchAlertLabel(query: string, filters: AlertFilters): string {
  const parts = [query ? `“${query}”` : 'New documents'];
  if (filters.documentType?.length) parts.push(filters.documentType.join(', '));
  if (filters.court) parts.push(filters.court);
  if (filters.courtLevel) parts.push(filters.courtLevel);
  if (filters.lawCategory) parts.push(filters.lawCategory);
  if (filters.year !== undefined) parts.push(String(filters.year));
  return parts.join(' · ');
}
