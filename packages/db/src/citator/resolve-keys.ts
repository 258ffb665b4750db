import { canNameOneDocument, chooseByDate, couldBeCited } from '@batas/shared';
import type { Queryable } from '../client.ts';

/** What a stored citation is resolved by: its lookup keys, kind, and the date or series year printed with it. */
export interface CitationLookup {
  lookupKeys: readonly string[];
  kind: string;
  date: string | null;
  year: number | null;
  /** The citing document: a document never cites itself, nor anything issued after it. */
  citingId: string;
  citingDate: string | null;
}

export interface Candidate {
  id: string;
  date: string | null;
}

/** Larger sets are looked up in slices, so one statement's array parameter stays reasonable. */
const KEYS_PER_QUERY = 10_000;

/**
 * The documents stored under each key, through the key table's B-tree (migration 0014 says why not the GIN), and
 * the decision the report crosswalk maps a report page to.
 */
export async function candidatesByKey(db: Queryable, keys: readonly string[]): Promise<Map<string, Candidate[]>> {
  const byKey = new Map<string, Candidate[]>();
  const byId = new Map<string, Candidate>();
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    const { rows } = await db.query<Candidate & { key: string }>(
      // A document's own keys, and the report pages the crosswalk maps to it (report_pages, migration 0064).
      `SELECT k.key, d.id, d.document_date::text AS date FROM document_keys k JOIN documents d ON d.id = k.document_id
       WHERE k.key = ANY($1::text[])
       UNION
       SELECT p.key, d.id, d.document_date::text FROM report_pages p JOIN documents d ON d.id = p.document_id
       WHERE p.key = ANY($1::text[]) AND p.state = 'mapped'`,
      [unique.slice(start, start + KEYS_PER_QUERY)],
    );
    for (const row of rows) {
      const candidate = byId.get(row.id) ?? { id: row.id, date: row.date };
      byId.set(row.id, candidate);
      const list = byKey.get(row.key);
      if (list) list.push(candidate);
      else byKey.set(row.key, [candidate]);
    }
  }
  return byKey;
}

/**
 * The library document each citation names, or null: the documents sharing one of its keys are the candidates,
 * and chooseByDate decides (one-day tolerance; with no date only a single candidate; never a guess). The citing
 * document is never a candidate of its own citations, nor is anything issued after it.
 */
export async function resolveLookups(db: Queryable, lookups: readonly CitationLookup[]): Promise<(string | null)[]> {
  const byKey = await candidatesByKey(
    db,
    lookups.flatMap((lookup) => lookup.lookupKeys),
  );
  return lookups.map((lookup) => {
    if (!canNameOneDocument(lookup)) return null;
    const found = new Map<string, Candidate>();
    for (const key of lookup.lookupKeys) for (const row of byKey.get(key) ?? []) found.set(row.id, row);
    found.delete(lookup.citingId);
    const fitting = [...found.values()].filter((candidate) => couldBeCited(candidate.date, lookup, lookup.citingDate));
    const choice = chooseByDate(fitting, lookup.date);
    return choice.outcome === 'match' ? choice.match.id : null;
  });
}

/**
 * Whether a citation is the document's own number (the docket in a decision's heading, a statute's own number
 * in its title line): it shares a key with the document and its date, if any, is the document's within a day.
 */
export function isOwnCitation(
  lookup: Pick<CitationLookup, 'lookupKeys' | 'date'>,
  own: { keys: ReadonlySet<string>; date: string | null },
): boolean {
  if (!lookup.lookupKeys.some((key) => own.keys.has(key))) return false;
  if (!lookup.date) return true;
  return chooseByDate([{ date: own.date }], lookup.date).outcome === 'match';
}
