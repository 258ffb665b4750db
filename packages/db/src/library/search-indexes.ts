import type { Database } from '../client.ts';

/**
 * The documents' full-text and title indexes. Every document written pays for them (GIN entries merged from the
 * pending list, while other writers wait), and no query of an install reads them: searches, suggestions and
 * alerts do.
 */
const SEARCH_INDEXES = [
  'documents_body_vector',
  'documents_rank_vector',
  'documents_name_vector',
  'documents_short_vector',
  'documents_party_vector',
  'documents_title_trgm',
];

/** Below this many files to write, building the indexes again costs more than keeping them up to date. */
export const DEFER_SEARCH_INDEXES_FROM = 5_000;

/**
 * Sets the search indexes aside for an install of `incoming` files when that is cheaper than keeping them: on
 * PostgreSQL, for at least DEFER_SEARCH_INDEXES_FROM files and no fewer than the library already holds (a first
 * install, not an update of a library in use, whose searches would go slow meanwhile). Measured on 2,566 LawPhil
 * decisions: 35 s with the indexes, 24 s without them plus 2.6 s to build them afterwards. Each index's
 * definition is kept in deferred_search_indexes first, so an install that dies midway leaves what the next
 * one needs to build it. When this install does not set them aside, indexes a stopped install left are built
 * now. Returns whether the indexes are set aside: the caller then calls rebuildSearchIndexes, whatever happens.
 */
export async function setSearchIndexesAside(
  db: Database,
  incoming: number,
  threshold = DEFER_SEARCH_INDEXES_FROM,
): Promise<boolean> {
  if (db.kind !== 'postgres' || incoming < threshold) {
    await rebuildSearchIndexes(db);
    return false;
  }
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
  if (incoming < (rows[0]?.n ?? 0)) {
    await rebuildSearchIndexes(db);
    return false;
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO deferred_search_indexes (name, definition)
       SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'documents' AND indexname = ANY($1::text[])
       ON CONFLICT (name) DO NOTHING`,
      [SEARCH_INDEXES],
    );
    for (const name of SEARCH_INDEXES) await tx.query(`DROP INDEX IF EXISTS ${name}`);
  });
  return true;
}

/**
 * Builds every index set aside, two at a time (the largest first), each in its own transaction with room to
 * sort in memory, and forgets it once built; `log` hears when the build starts and how long it took (a minute
 * for the whole library). Returns how many were built.
 */
export async function rebuildSearchIndexes(db: Database, log: (line: string) => void = () => {}): Promise<number> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    // body_vector, the largest by far, starts first so that the others are built beside it.
    "SELECT name, definition FROM deferred_search_indexes ORDER BY name = 'documents_body_vector' DESC, name",
  );
  if (rows.length === 0) return 0;
  log(`building the ${rows.length} search indexes set aside while the files were written`);
  const started = Date.now();
  const queue = [...rows];
  const build = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, definition } = next;
      await db.transaction(async (tx) => {
        if (db.kind === 'postgres') await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
        await tx.query(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
        await tx.query('DELETE FROM deferred_search_indexes WHERE name = $1', [name]);
      });
    }
  };
  await Promise.all([build(), build()]);
  // The title index is on an expression, whose statistics ANALYZE gathers only while the index exists.
  await db.query('ANALYZE documents');
  log(`search indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return rows.length;
}
