import { countOf } from '../../../utils/text';
/** 'Mar 5, 2024'; 'Never' for a user who never signed in. */
export function formatDate(iso: string | null, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export const formatLastLogin = (iso: string | null) => formatDate(iso, 'Never');

export const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** A lawyer's years of practice: '1 year', '12 years', '—' when not given. */
export const formatExperience = (years: number | null) => (years === null ? '—' : countOf(years, 'year'));
