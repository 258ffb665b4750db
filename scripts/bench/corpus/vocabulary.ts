import { CASE_SUBJECTS } from '../../../packages/db/src/seeds/data/case-subjects.ts';
import { proceduralSentences } from './seed-sentences.ts';
import { STATUTE_SUBJECTS } from '../../../packages/db/src/seeds/data/statute-subjects.ts';
import { Random } from '../../../packages/db/src/seeds/prng.ts';

/**
 * A Zipf-distributed vocabulary. Search cost depends on how many documents each term hits, so the
 * word frequencies must look like real legal text: a few words ('court', 'petitioner') in almost
 * every document, a long tail of words found in a handful. The head comes from the demo seed's
 * real legal sentences (ranked by how often they use each word), the tail is deterministic
 * pseudo-words shaped like Filipino names and places, which is what a real tail mostly is.
 */
const TAIL_SIZE = 40_000;
const SYLLABLES = [
  'ba',
  'ka',
  'da',
  'ga',
  'ha',
  'la',
  'ma',
  'na',
  'pa',
  'sa',
  'ta',
  'ya',
  'bi',
  'ki',
  'di',
  'li',
  'mi',
  'ni',
  'pi',
  'si',
  'ti',
  'bu',
  'ku',
  'du',
  'gu',
  'lu',
  'mu',
  'nu',
  'pu',
  'su',
  'tu',
  'bo',
  'ko',
  'lo',
  'mo',
  'no',
  'po',
  'so',
  'to',
  'ng',
  'an',
  'in',
  'on',
  'ay',
  'aw',
];

function headWords(): string[] {
  const texts = [
    ...CASE_SUBJECTS.flatMap((subject) => [
      ...subject.facts,
      subject.issue,
      ...subject.doctrines,
      ...subject.application,
      subject.granted,
      subject.denied,
    ]),
    ...STATUTE_SUBJECTS.flatMap((subject) => [subject.title, ...subject.provisions, subject.policy ?? '']),
    ...proceduralSentences(),
  ];
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text
      .replace(/\{[a-z0-9]+\}/g, ' ')
      .toLowerCase()
      .match(/[a-z][a-z'-]*[a-z]/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

function tailWords(random: Random, taken: Set<string>): string[] {
  const words: string[] = [];
  while (words.length < TAIL_SIZE) {
    const length = random.int(2, 4);
    let word = '';
    for (let i = 0; i < length; i++) word += random.pick(SYLLABLES);
    if (!taken.has(word)) {
      taken.add(word);
      words.push(word);
    }
  }
  return words;
}

export interface Vocabulary {
  words: readonly string[];
  /** A word drawn with probability ∝ 1 / rank^1.05. */
  sample(random: Random): string;
}

export function buildVocabulary(): Vocabulary {
  const head = headWords();
  const words = [...head, ...tailWords(new Random('bench-vocabulary'), new Set(head))];
  const cumulative = new Float64Array(words.length);
  let total = 0;
  for (let rank = 0; rank < words.length; rank++) {
    total += 1 / Math.pow(rank + 1, 1.05);
    cumulative[rank] = total;
  }
  return {
    words,
    sample(random) {
      const target = random.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (cumulative[middle]! < target) low = middle + 1;
        else high = middle;
      }
      return words[low]!;
    },
  };
}
