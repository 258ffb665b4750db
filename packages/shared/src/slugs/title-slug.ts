import { TITLE_SLUG_MAX_LENGTH } from './data/stop-words.ts';

/**
 * 'Tañada v. Tuvera' → 'tanada-v-tuvera': accents folded (NFD works in browsers and Node alike), lower case,
 * every run of other characters one hyphen, cut at 50 characters.
 */
export function titleSlug(title: string | null | undefined, maxLength = TITLE_SLUG_MAX_LENGTH): string {
  if (!title) return '';
  const folded = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return folded.slice(0, maxLength).replace(/-+$/, '');
}
