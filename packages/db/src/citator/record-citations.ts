import type { Queryable } from '../client.ts';
import { recordRelations, reResolveRelations } from '../relations/record-relations.ts';
import { CITATOR_VERSION, citationRowsOf, type CitationRow } from './citation-rows.ts';
import { isOwnCitation, resolveLookups } from './resolve-keys.ts';

/** A written document as the citator needs it: its body, its own keys and date, and the keys it had before. */
export interface CitingDocument {
  id: string;
  /** The body as readers see it: the HTML when there is one, else the plain text. */
  content: string | null;
  /** Its citations, when already read from `content` (the batch path reads them while the previous chunk is written). */
  citations?: readonly CitationRow[];
  citationKeys: readonly string[];
  date: string | null;
  /** Keys before this write (an edit can change the number): citations that named the old number re-resolve. */
  previousKeys?: readonly string[];
  /** Inserted by this write: it has no stored citations to replace. */
  isNew?: boolean;
  /** Its title and type: what it does to other laws is read with its citations (packages/db/src/relations). */
  title?: string | null;
  documentType?: string | null;
}

// One citator at a time across processes: a document written by one writer and a citation of it written by another
// must see each other, or the back-fill would miss an edge. The lock is held to the end of the caller's transaction.
const CITATOR_LOCK = 727_401;

async function lockCitator(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [CITATOR_LOCK]);
}

interface StoredRow {
  citing_id: string;
  canonical: string;
  kind: string;
  lookup_keys: string[];
  cited_date: string | null;
  cited_year: number | null;
  cited_id: string | null;
  citing_date: string | null;
}

/**
 * Records the citations of documents just written, inside the writer's transaction: every distinct citation of
 * each text, resolved to the library document it names (or none), then the back-fill: citations elsewhere that
 * can name one of these documents are resolved again, so a decision arriving after the decisions citing it gets
 * its cited-by list at once. Counts (cited_by_count) are recomputed for every document whose count can change.
 */
export async function recordCitations(db: Queryable, documents: readonly CitingDocument[]): Promise<void> {
  if (documents.length === 0) return;
  await lockCitator(db);
  const ids = documents.map((doc) => doc.id);
  const touched = new Set<string>();

  // The citations a document made before this write go; what they led to is recounted. A new document has none,
  // and skipping the lookup matters in a bulk import: while the table grows, the planner's statistics lag behind
  // and it scans the whole table for ids that cannot be there.
  const stored = documents.filter((doc) => !doc.isNew).map((doc) => doc.id);
  if (stored.length > 0) {
    const removed = await db.query<{ cited_id: string | null }>(
      'DELETE FROM document_citations WHERE citing_id = ANY($1::uuid[]) RETURNING cited_id',
      [stored],
    );
    for (const row of removed.rows) if (row.cited_id) touched.add(row.cited_id);
  }

  const fresh = documents.flatMap((doc) => ownCitations(doc).map((row) => ({ doc, row })));
  const targets = await resolveLookups(
    db,
    fresh.map(({ doc, row }) => ({ ...row, citingId: doc.id, citingDate: doc.date })),
  );
  await insertRows(
    db,
    fresh.map(({ doc, row }, index) => ({ citing_id: doc.id, ...rowColumns(row), cited_id: targets[index] })),
  );
  for (const target of targets) if (target) touched.add(target);

  const keys = documents.flatMap((doc) => [...doc.citationKeys, ...(doc.previousKeys ?? [])]);
  // Only a document that existed before this write can have been cited under its old number.
  const rewritten = documents.filter((doc) => doc.previousKeys).map((doc) => doc.id);
  for (const id of await reResolve(db, keys, rewritten, ids)) touched.add(id);
  await recount(db, [...touched], ids);
  // Under the same lock: a law and the law amending it, written by two writers, see each other.
  await recordRelations(db, documents);
}

/**
 * After a delete: the document's own citations went with it (cascade), and citations of it were unlinked (set
 * null). Those, and any that were undecided between it and another document, may now name one document.
 */
export async function forgetDocument(
  db: Queryable,
  removed: { citationKeys: readonly string[]; citedIds: readonly string[] },
): Promise<void> {
  await lockCitator(db);
  const touched = new Set(removed.citedIds);
  for (const id of await reResolve(db, removed.citationKeys, [])) touched.add(id);
  await recount(db, [...touched]);
  // Relations to it fell back to their citation (set null); one undecided between it and another law may now resolve.
  await reResolveRelations(db, removed.citationKeys, []);
}

/**
 * After the report crosswalk maps, moves or unmaps pages: every citation looked up by one of `keys` is resolved
 * again, and the documents whose cited-by count may have changed are recounted. Inside the caller's transaction.
 */
export async function reResolveKeys(db: Queryable, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  await lockCitator(db);
  const touched = await reResolve(db, keys, [], []);
  await recount(db, touched);
  return touched.length;
}

function ownCitations(doc: CitingDocument): CitationRow[] {
  const own = { keys: new Set(doc.citationKeys), date: doc.date };
  return (doc.citations ?? citationRowsOf(doc.content)).filter((row) => !isOwnCitation(row, own));
}

function rowColumns(row: CitationRow) {
  return {
    canonical: row.canonical,
    position: row.position,
    text: row.text,
    kind: row.kind,
    lookup_keys: row.lookupKeys,
    cited_date: row.date,
    cited_year: row.year,
    report_keys: row.reportKeys,
    cited_name: row.citedName?.slice(0, 300) ?? null,
    context: row.context.text,
    context_start: row.context.markStart,
    context_end: row.context.markEnd,
  };
}

const ROWS_PER_INSERT = 5000;

/**
 * The citations, and for the few with more than one key, their second and later keys one per row (the back-fill
 * finds a citation by its first key through an index on the row itself, migration 0060). Each row also takes its
 * citing document's date and type, the order and filter of a "Cited by" page (migration 0058).
 */
async function insertRows(db: Queryable, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.query(
      `WITH x AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(citing_id uuid, canonical text, position integer,
           text text, kind text, lookup_keys text[], cited_date date, cited_year smallint, cited_id uuid,
           report_keys text[], cited_name text, context text, context_start smallint, context_end smallint)
       ), written AS (
         INSERT INTO document_citations (citing_id, canonical, position, text, kind, lookup_keys, cited_date,
           cited_year, cited_id, citing_date, citing_type, report_keys, cited_name, context, context_start, context_end)
         SELECT x.citing_id, x.canonical, x.position, x.text, x.kind, x.lookup_keys, x.cited_date, x.cited_year,
                x.cited_id, d.document_date, d.document_type, coalesce(x.report_keys, '{}'), x.cited_name, x.context,
                x.context_start, x.context_end
         FROM x JOIN documents d ON d.id = x.citing_id
         RETURNING id, lookup_keys
       )
       INSERT INTO document_citation_keys (key, citation_id)
       SELECT DISTINCT key, id FROM written, unnest(lookup_keys[2:]) AS key`,
      [JSON.stringify(rows.slice(start, start + ROWS_PER_INSERT))],
    );
  }
}

/**
 * Resolves again the citations of other documents (not `skipCiting`, whose citations were just recorded) that
 * share a key with `keys` or pointed at one of `ids` (an edit can take the number away). Returns every document
 * whose cited-by count may have changed.
 */
async function reResolve(
  db: Queryable,
  keys: readonly string[],
  ids: readonly string[],
  skipCiting: readonly string[] = ids,
): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0 && ids.length === 0) return [];
  // Written as one index probe per key and per id (LATERAL, and OFFSET 0 so that the planner cannot flatten the
  // last step into a join): during a bulk import the statistics lag the growing table, and the planner, expecting
  // a large share of it to match, chose to scan and hash all of it for every chunk, ever slower as the table grew.
  const { rows } = await db.query<StoredRow>(
    `SELECT DISTINCT ON (c.id) c.citing_id, c.canonical, c.kind, c.lookup_keys, c.cited_date::text AS cited_date,
            c.cited_year, c.cited_id, c.citing_date::text AS citing_date
     FROM (SELECT found.id FROM unnest($1::text[]) AS k(key) CROSS JOIN LATERAL (
             SELECT id FROM document_citations WHERE lookup_keys[1] = k.key
             UNION ALL SELECT citation_id FROM document_citation_keys WHERE key = k.key) AS found
           UNION ALL
           SELECT found.id FROM unnest($2::uuid[]) AS t(id) CROSS JOIN LATERAL (
             SELECT id FROM document_citations WHERE cited_id = t.id) AS found) AS hit
     CROSS JOIN LATERAL (SELECT * FROM document_citations WHERE id = hit.id OFFSET 0) AS c
     WHERE NOT c.citing_id = ANY($3::uuid[])`,
    [unique, ids, skipCiting],
  );
  if (rows.length === 0) return [];
  const targets = await resolveLookups(
    db,
    rows.map((row) => ({
      lookupKeys: row.lookup_keys,
      kind: row.kind,
      date: row.cited_date,
      year: row.cited_year,
      citingId: row.citing_id,
      citingDate: row.citing_date,
    })),
  );
  const changed = rows.flatMap((row, index) => {
    const target = targets[index] ?? null;
    return row.cited_id === target ? [] : [{ row, target }];
  });
  if (changed.length === 0) return [];
  await db.query(
    `UPDATE document_citations AS c SET cited_id = x.cited_id
     FROM jsonb_to_recordset($1::jsonb) AS x(citing_id uuid, canonical text, cited_id uuid)
     WHERE c.citing_id = x.citing_id AND c.canonical = x.canonical`,
    [
      JSON.stringify(
        changed.map(({ row, target }) => ({ citing_id: row.citing_id, canonical: row.canonical, cited_id: target })),
      ),
    ],
  );
  // Both ends of a moved edge change their count: the document it left and the one it reached.
  return changed.flatMap(({ row, target }) => [row.cited_id, target].filter((id): id is string => id !== null));
}

// The version a counters row ends with: the reading process's own for a document just read (excluded row's
// version > 0), else the stored one (a recount alone says nothing about which extractor read the text).
const READ_VERSION = `CASE WHEN excluded.citations_version > 0 THEN excluded.citations_version
                          ELSE document_counters.citations_version END`;

/**
 * cited_by_count = the number of distinct documents citing it, for each given document that still exists, counted
 * document by document through the cited-by index (for the reason given in reResolve). The documents whose
 * citations were just `read` are marked with the citator's version in the same row write, so a new document's
 * counters are written once, not inserted and then updated.
 */
async function recount(db: Queryable, ids: readonly string[], read: readonly string[] = []): Promise<void> {
  const all = [...new Set([...ids, ...read])];
  if (all.length === 0) return;
  await db.query(
    `INSERT INTO document_counters (document_id, cited_by_count, citations_version)
     SELECT d.id, c.n, CASE WHEN d.id = ANY($2::uuid[]) THEN $3 ELSE 0 END FROM documents d
     CROSS JOIN LATERAL (SELECT count(DISTINCT citing_id)::int AS n FROM document_citations
                         WHERE cited_id = d.id) AS c
     WHERE d.id = ANY($1::uuid[])
     ON CONFLICT (document_id) DO UPDATE SET cited_by_count = excluded.cited_by_count,
       citations_version = ${READ_VERSION}
       WHERE (document_counters.cited_by_count, document_counters.citations_version)
             IS DISTINCT FROM (excluded.cited_by_count, ${READ_VERSION})`,
    [all, read, CITATOR_VERSION],
  );
}
