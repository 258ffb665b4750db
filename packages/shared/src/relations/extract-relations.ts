import { normalizeForScan } from '../citations/normalize-text.ts';
import { statuteMentions } from './statute-citations.ts';
import { textRelations } from './text-relations.ts';
import { titleRelations } from './title-relations.ts';
import type { FoundRelation, RelationSource } from './types.ts';
import { unconstitutionalRelations } from './unconstitutional.ts';

/** Texts are read up to here: the longest codes fit, a broken text cannot hold the writer. */
const MAX_TEXT = 3_000_000;
const STRUCK_WORD = /unconstitutional/i;
/** More relations than any real text states (a title that amends fifty laws is far below). */
const MAX_RELATIONS = 2000;

/**
 * What a document does to other laws, read from its title and body: a statute's amendments and repeals, a
 * decision's declarations of unconstitutionality. One relation per law and kind, its provisions merged from every
 * sentence that names it; the first sentence that names provisions is kept as its context.
 */
export function extractRelations(source: RelationSource): FoundRelation[] {
  if (source.role === 'other') return [];
  // A decision strikes a law down only in so many words; most never use the word, and reading every law they cite
  // would cost as much again as the citator's own reading (scan normalisation never makes the word where it is not).
  if (source.role === 'decision' && !STRUCK_WORD.test(source.content ?? '')) return [];
  const ownKeys = source.ownKeys ?? [];
  const text = source.content ? normalizeForScan(source.content.slice(0, MAX_TEXT)) : '';
  const mentions = text ? statuteMentions(text, ownKeys) : [];
  const found =
    source.role === 'decision'
      ? unconstitutionalRelations(text, mentions)
      : [
          ...(source.title ? titleRelations(normalizeForScan(source.title), ownKeys) : []),
          ...textRelations(text, mentions),
        ];
  return mergeByLaw(found).slice(0, MAX_RELATIONS);
}

function mergeByLaw(found: readonly FoundRelation[]): FoundRelation[] {
  const byLaw = new Map<string, FoundRelation>();
  for (const relation of found) {
    const key = `${relation.kind}|${relation.target.canonical}`;
    const seen = byLaw.get(key);
    if (!seen) {
      byLaw.set(key, { ...relation, provisions: [...relation.provisions] });
      continue;
    }
    for (const provision of relation.provisions)
      if (!seen.provisions.includes(provision)) seen.provisions.push(provision);
    // A whole-law mention anywhere (a title that amends the law) does not make a repeal of two sections whole.
    seen.partial = seen.provisions.length > 0 || (seen.partial && relation.partial);
    if (!seen.target.date && relation.target.date) seen.target = relation.target;
    if (seen.from === 'title' && relation.provisions.length > 0 && relation.from === 'text')
      seen.context = relation.context;
  }
  return [...byLaw.values()];
}
