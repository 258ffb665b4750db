import { formatCount } from './text';

/** '1 lawyer', '2 lawyers', '1,204 law firms': the noun agrees with the number. */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** 'Showing 1 of 1 lawyer', 'Showing 3 of 12 jobs': the noun agrees with the total it follows. */
export function showingOf(shown: number, total: number, singular: string, plural = `${singular}s`): string {
  return `Showing ${formatCount(shown)} of ${countNoun(total, singular, plural)}`;
}
