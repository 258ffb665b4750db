import { countOf, formatCount } from './text';

/** 'Showing 1 of 1 lawyer', 'Showing 3 of 12 jobs': the noun agrees with the total it follows. */
export function showingOf(shown: number, total: number, singular: string, plural = `${singular}s`): string {
  return `Showing ${formatCount(shown)} of ${countOf(total, singular, plural)}`;
}
