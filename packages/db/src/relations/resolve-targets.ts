import { chooseByDate, couldBeCited } from '@batas/shared';
import type { Queryable } from '../client.ts';
import { candidatesByKey, type Candidate } from '../citator/resolve-keys.ts';

/** What a relation's law is resolved by, and the text that names it (never itself, nothing issued after it). */
export interface RelationLookup {
  lookupKeys: readonly string[];
  date: string | null;
  year: number | null;
  sourceId: string;
  sourceDate: string | null;
}

/**
 * The library document each relation names, or null. The citator's rules (its keys, the date printed with it
 * within a day, the series year, nothing issued after the text), with one more: an issuance number that several
 * Presidents used, printed without its date, means the latest one issued before the amending text. An amendment
 * names a law in force, and the latest of that number is the one in force: 'Executive Order No. 209' in E.O.
 * No. 227 of 1987 is the Family Code of that year, not the order of 1939. Without the text's date nothing is guessed.
 */
export async function resolveRelationTargets(
  db: Queryable,
  lookups: readonly RelationLookup[],
): Promise<(string | null)[]> {
  const byKey = await candidatesByKey(
    db,
    lookups.flatMap((lookup) => lookup.lookupKeys),
  );
  return lookups.map((lookup) => {
    const found = new Map<string, Candidate>();
    for (const key of lookup.lookupKeys) for (const row of byKey.get(key) ?? []) found.set(row.id, row);
    found.delete(lookup.sourceId);
    const fitting = [...found.values()].filter((candidate) => couldBeCited(candidate.date, lookup, lookup.sourceDate));
    if (lookup.date) {
      const choice = chooseByDate(fitting, lookup.date);
      return choice.outcome === 'match' ? choice.match.id : null;
    }
    if (fitting.length === 1) return fitting[0]!.id;
    return latestBefore(fitting, lookup.sourceDate);
  });
}

function latestBefore(candidates: readonly Candidate[], sourceDate: string | null): string | null {
  if (!sourceDate) return null;
  const dated = candidates.filter((candidate) => candidate.date).sort((a, b) => b.date!.localeCompare(a.date!));
  const [latest, next] = dated;
  if (!latest || (next && next.date === latest.date)) return null;
  return latest.id;
}
