import { PROCEDURAL_SENTENCES } from '../../../packages/db/src/seeds/data/case-subjects.ts';

/**
 * The demo seed's procedural sentences as one list. The seed has stored them both as a list and
 * as lists by kind of case; the corpus only needs the sentences. (The corpus reads the seed's
 * tables, so a change there changes the corpus: bump CORPUS_VERSION in lib/load-corpus.ts.)
 */
export function proceduralSentences(): string[] {
  const value: unknown = PROCEDURAL_SENTENCES;
  return Array.isArray(value) ? (value as string[]) : Object.values(value as Record<string, string[]>).flat();
}
