import { citationKeysFromQuery } from '@batas/shared';
import { POPULAR_NAMES } from '@batas/shared/search';

/**
 * A query that is a law's popular name ('Bouncing Checks Law', 'Cybercrime Law', 'RPC'), whole or nearly whole,
 * gives that law's citation keys, which put it first (the keyed tier of candidate-query.ts). The names and where each
 * is attested: packages/shared/src/search/data/popular-names.ts.
 *
 * "Nearly whole": names are compared after folding what does not tell laws apart, both in the table and in the
 * query: case, accents, punctuation and hyphens ('Anti VAWC'), little words ('of the'), a plural 's', 'Philippines'
 * ('Civil Code' = 'Civil Code of the Philippines'), a trailing year ('Data Privacy Act' = '… of 2012'; a different
 * year is a different law), and a trailing 'law' when two words are left ('Anti-VAWC' = 'Anti-VAWC Law'). Then a typo or two is forgiven, more for a longer name: none up to 5 letters, 1 up to 12, else 2.
 */
interface FoldedName {
  words: string;
  year: string | null;
  keys: readonly string[];
}

const LITTLE_WORDS = new Set(['the', 'of', 'and', 'a', 'an', 'on', 'for', 'in', 'to', 'its', 'their', 'his', 'her']);
const PHILIPPINES = /^ph+il+ip+ines?$|^ph+il+ip+ine$/;

export function foldName(text: string): { words: string[]; year: string | null } {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !LITTLE_WORDS.has(word) && !PHILIPPINES.test(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
  const last = words.at(-1);
  const year = last && /^(1[89]|20)\d\d$/.test(last) && words.length > 1 ? words.pop()! : null;
  return { words, year };
}

function variants(words: string[]): string[] {
  const whole = words.join(' ');
  return words.length >= 3 && words.at(-1) === 'law' ? [whole, words.slice(0, -1).join(' ')] : [whole];
}

const TABLE: readonly FoldedName[] = POPULAR_NAMES.flatMap((entry) => {
  const { words, year } = foldName(entry.name);
  const keys = citationKeysFromQuery(entry.citation);
  return variants(words).map((folded) => ({ words: folded, year, keys }));
});

/** Optimal string alignment distance, giving up (returning max + 1) once it cannot be `max` or less. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const allowedTypos = (length: number) => (length <= 5 ? 0 : length <= 12 ? 1 : 2);

/** Citation keys of the law a query names by a popular name; empty when it names none, or more than one. */
export function popularNameKeys(query: string): string[] {
  const { words, year } = foldName(query);
  if (words.length === 0 || words.length > 12) return [];
  const folded = words.join(' ');
  let best = Infinity;
  let found: FoldedName[] = [];
  for (const name of TABLE) {
    if (year && name.year && year !== name.year) continue;
    const distance = editDistance(folded, name.words, allowedTypos(name.words.length));
    if (distance > allowedTypos(name.words.length) || distance > best) continue;
    if (distance < best) found = [];
    best = distance;
    found.push(name);
  }
  const keys = new Set(found.flatMap((name) => name.keys));
  // Two laws equally close ('Civil Code' and 'Penal Code' are not; two typos away from both would be): no guess.
  return new Set(found.map((name) => name.keys.join())).size === 1 ? [...keys] : [];
}
