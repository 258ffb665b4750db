import type { Database, Queryable } from '@batas/db';
import {
  canNameOneDocument,
  chooseByDate,
  citationSlug,
  couldBeCited,
  keysOfCitation,
  type ParsedCitation,
} from '@batas/shared';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pacer } from '../../lib/pacer.ts';

export interface CitedDocument {
  id: string;
  slug: string;
  title: string;
  citation: string | null;
  date: string | null;
}

/**
 * Where a citation leads in the library: one document; several it cannot choose between (a G.R. number with
 * several decisions, a date that fits none of them), answered by the resolver's candidates page; or nothing.
 */
export type CitationTarget =
  | { status: 'found'; document: CitedDocument }
  | { status: 'choose'; count: number; href: string }
  | { status: 'missing' };

// A 100,000-character text holds at most a few thousand citations; the cap keeps the array parameter sane.
const MAX_KEYS = 5000;
const KEYS_PER_QUERY = 200;

/**
 * The keys a citation is looked up by, one list per number: a consolidated 'G.R. Nos. 210001 & 210002' is found
 * by either number, a range by itself or its first number; a report citation has one key ('scra:136-27').
 */
export function lookupKeys(citation: ParsedCitation): Array<{ serial: string | null; keys: string[] }> {
  // 'Executive Order No. 1' without its year names no document by itself: it is never linked to one.
  if (citation.ambiguous || !canNameOneDocument(citation)) return [];
  if (citation.serials.length === 0) return [{ serial: null, keys: keysOfCitation(citation) }];
  return citation.serials.map((serial) => ({ serial, keys: keysOfCitation({ ...citation, serials: [serial] }) }));
}

/** The first key of a citation: what the resolver looks an address up by. */
export function lookupKey(
  citation: Pick<ParsedCitation, 'kind' | 'serials' | 'series' | 'volume' | 'page' | 'supplement'>,
): string | null {
  return keysOfCitation(citation as ParsedCitation)[0] ?? null;
}

/** Where a link for a citation points when the library cannot name one document: the resolver's choice page. */
export function citationHref(citation: ParsedCitation, serial: string | null = citation.primarySerial): string {
  return citationSlug({ ...citation, primarySerial: serial }) ?? encodeURIComponent(citation.canonical);
}

/** What a list of citations is looked up by: each citation's key groups, and every key once (at most MAX_KEYS). */
export interface CitationLookup {
  groups: Array<ReturnType<typeof lookupKeys>>;
  keys: string[];
}

/** The library's documents as the lookup finds them: a document by its own keys, or by a report page mapped to it. */
export interface KeyedRow extends CitedDocument {
  citation_keys: string[];
}

/**
 * The library documents a list of citations points to, in one query on the citation_keys GIN index and the report
 * crosswalk. Each citation is then settled by chooseByDate (one-day tolerance, never a guess) among the documents
 * that could be meant: of the printed series year, and not issued after the citing text (`citingDate`, when known).
 * A text may hold thousands of citations: both loops give other requests a turn now and then (lib/pacer.ts).
 */
export async function findCitedDocuments(
  db: Queryable,
  citations: readonly ParsedCitation[],
  citingDate: string | null = null,
): Promise<CitationTarget[]> {
  const tick = pacer();
  const lookup: CitationLookup = { groups: [], keys: [] };
  for (const _step of lookupSteps(citations, lookup)) await tick();
  if (lookup.keys.length === 0) return citations.map(() => ({ status: 'missing' }));
  const rows = await fetchKeyedRows(db, lookup.keys);
  const targets: CitationTarget[] = [];
  for (const _step of settleSteps(citations, lookup, rows, citingDate, targets)) await tick();
  return targets;
}

/** lookupSteps in one go, for a thread of its own (the citation reader's, extract-worker.ts). */
export function lookupCitations(citations: readonly ParsedCitation[]): CitationLookup {
  const lookup: CitationLookup = { groups: [], keys: [] };
  drain(lookupSteps(citations, lookup));
  return lookup;
}

/** settleSteps in one go, for a thread of its own. */
export function settleCitations(
  citations: readonly ParsedCitation[],
  lookup: CitationLookup,
  rows: readonly KeyedRow[],
  citingDate: string | null = null,
): CitationTarget[] {
  const targets: CitationTarget[] = [];
  if (lookup.keys.length === 0) return citations.map(() => ({ status: 'missing' }));
  drain(settleSteps(citations, lookup, rows, citingDate, targets));
  return targets;
}

function drain(steps: Iterable<unknown>): void {
  const iterator = steps[Symbol.iterator]();
  while (!iterator.next().done);
}

/** Fills `lookup`, one citation per step. */
function* lookupSteps(citations: readonly ParsedCitation[], lookup: CitationLookup): Generator<void> {
  const wanted = new Set<string>();
  for (const citation of citations) {
    const groups = lookupKeys(citation);
    lookup.groups.push(groups);
    for (const group of groups) for (const key of group.keys) if (wanted.size < MAX_KEYS) wanted.add(key);
    yield;
  }
  lookup.keys = [...wanted];
}

/** Fills `targets` in citation order, one citation per step. */
function* settleSteps(
  citations: readonly ParsedCitation[],
  lookup: CitationLookup,
  rows: readonly KeyedRow[],
  citingDate: string | null,
  targets: CitationTarget[],
): Generator<void> {
  const byKey = new Map<string, KeyedRow[]>();
  for (const row of rows) {
    for (const key of row.citation_keys) {
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
  }
  for (const [index, citation] of citations.entries()) {
    targets.push(targetOf(citation, lookup.groups[index]!, byKey, citingDate));
    yield;
  }
}

/**
 * The documents that carry any of `keys`, read in slices. On the embedded database every query of the process
 * waits its turn, so one lookup of thousands of keys would hold up every other request's query (a health check's
 * SELECT 1 among them): there a slice is KEYS_PER_QUERY keys, with a turn of the event loop before each (without
 * it, queued queries run one after another and a request that arrived meanwhile could not even queue its own). A
 * database server runs other connections' queries beside this one, and a round trip per slice only costs: there
 * the keys go in one query.
 */
export async function fetchKeyedRows(db: Queryable, keys: readonly string[]): Promise<KeyedRow[]> {
  const perQuery = isDatabaseServer(db) ? MAX_KEYS : KEYS_PER_QUERY;
  const rows: KeyedRow[] = [];
  const seen = new Set<string>();
  for (let start = 0; start < keys.length; start += perQuery) {
    if (start > 0) await nextTurn();
    const slice = await db.query<KeyedRow>(
      // A report page the crosswalk maps names its decision as if the page were one of the decision's own keys.
      `SELECT id, slug, title, citation, document_date::text AS date, citation_keys
         FROM documents WHERE citation_keys && $1::text[]
       UNION ALL
       SELECT d.id, d.slug, d.title, d.citation, d.document_date::text, ARRAY[p.key]
         FROM report_pages p JOIN documents d ON d.id = p.document_id
        WHERE p.key = ANY($1::text[]) AND p.state = 'mapped'
       LIMIT 20000`,
      [keys.slice(start, start + perQuery)],
    );
    for (const row of slice.rows) {
      // A document found by its own keys and by a mapped page, or in two slices, is kept once per key set.
      const seenAs = `${row.id} ${row.citation_keys.join(' ')}`;
      if (seen.has(seenAs)) continue;
      seen.add(seenAs);
      rows.push(row);
    }
  }
  return rows;
}

function isDatabaseServer(db: Queryable): boolean {
  return (db as Partial<Database>).kind === 'postgres';
}

function targetOf(
  citation: ParsedCitation,
  groups: ReturnType<typeof lookupKeys>,
  byKey: ReadonlyMap<string, KeyedRow[]>,
  citingDate: string | null,
): CitationTarget {
  const found = new Map<string, KeyedRow>();
  let firstHit: string | null | undefined;
  for (const group of groups) {
    const hits = group.keys.flatMap((key) => byKey.get(key) ?? []);
    if (hits.length > 0 && firstHit === undefined) firstHit = group.serial;
    for (const row of hits) found.set(row.id, row);
  }
  const candidates = [...found.values()].filter((row) => couldBeCited(row.date, citation, citingDate));
  const choice = chooseByDate(candidates, citation.date);
  if (choice.outcome === 'match') {
    const { citation_keys: _keys, ...document } = choice.match;
    return { status: 'found', document };
  }
  if (candidates.length === 0) return { status: 'missing' };
  return {
    status: 'choose',
    count: candidates.length,
    href: citationHref(citation, firstHit ?? citation.primarySerial),
  };
}
