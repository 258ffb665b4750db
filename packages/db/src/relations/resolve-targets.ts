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
  /** The sentence that names it: a name printed with the number ('…, otherwise known as the Family Code') decides. */
  context?: string;
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
  const fittingOf = lookups.map((lookup) => {
    const found = new Map<string, Candidate>();
    for (const key of lookup.lookupKeys) for (const row of byKey.get(key) ?? []) found.set(row.id, row);
    found.delete(lookup.sourceId);
    return [...found.values()].filter((candidate) => couldBeCited(candidate.date, lookup, lookup.sourceDate));
  });
  const names = await namesOf(
    db,
    lookups.flatMap((lookup, index) => (!lookup.date && fittingOf[index]!.length > 1 ? fittingOf[index]! : [])),
  );
  return lookups.map((lookup, index) => {
    const fitting = fittingOf[index]!;
    if (lookup.date) {
      const choice = chooseByDate(fitting, lookup.date);
      return choice.outcome === 'match' ? choice.match.id : null;
    }
    if (fitting.length === 1) return fitting[0]!.id;
    return namedIn(fitting, names, lookup.context) ?? latestBefore(fitting, lookup.sourceDate);
  });
}

/** The titles of candidates that a number alone does not decide between, folded for comparison. */
async function namesOf(db: Queryable, candidates: readonly Candidate[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(candidates.map((candidate) => candidate.id))];
  const names = new Map<string, string[]>();
  if (ids.length === 0) return names;
  const { rows } = await db.query<{ id: string; title: string; short_title: string | null }>(
    'SELECT id, title, short_title FROM documents WHERE id = ANY($1::uuid[])',
    [ids],
  );
  for (const row of rows)
    names.set(
      row.id,
      [row.short_title, row.title].filter(Boolean).map((name) => fold(name!)),
    );
  return names;
}

const fold = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .replace(/^\s*THE\s+/, '')
    .trim();

/** The one candidate whose name the sentence prints ('Executive Order No. 209, otherwise known as the Family Code …'). */
function namedIn(candidates: readonly Candidate[], names: Map<string, string[]>, context: string | undefined) {
  if (!context) return null;
  const sentence = ` ${fold(context)} `;
  const named = candidates.filter((candidate) =>
    (names.get(candidate.id) ?? []).some((name) => name.length >= 12 && sentence.includes(` ${name} `)),
  );
  return named.length === 1 ? named[0]!.id : null;
}

function latestBefore(candidates: readonly Candidate[], sourceDate: string | null): string | null {
  if (!sourceDate) return null;
  const dated = candidates.filter((candidate) => candidate.date).sort((a, b) => b.date!.localeCompare(a.date!));
  const [latest, next] = dated;
  if (!latest || (next && next.date === latest.date)) return null;
  return latest.id;
}
