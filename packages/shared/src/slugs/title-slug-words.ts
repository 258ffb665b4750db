import { TITLE_SLUG_MAX_WORDS, TITLE_SLUG_STOP_WORDS } from './data/stop-words.ts';

const YEAR = /^(?:19|20|21|22)\d{2}$/;

/**
 * The words a title-style slug is searched by: at most three words longer than
 * two letters, without the stop words and four-digit years. 'tanada-v-tuvera-1985' → ['tanada', 'tuvera'],
 * year '1985' (kept apart: the resolver may use it to choose among results).
 */
export function titleSlugWords(slug: string): { words: string[]; year: string | null } {
  const tokens = slug
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const year = tokens.find((token) => YEAR.test(token)) ?? null;
  const words = tokens
    .filter((token) => token.length > 2 && !TITLE_SLUG_STOP_WORDS.has(token) && !/^\d{4}$/.test(token))
    .slice(0, TITLE_SLUG_MAX_WORDS);
  return { words, year };
}
