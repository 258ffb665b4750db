import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Transaction } from '../client.ts';
import { acquireEmbeddedLock } from './embedded-lock.ts';
import { tightenTree } from './private-files.ts';

// Calendar dates stay 'YYYY-MM-DD' strings: a Date object would shift them by the time zone.
const parsers = { [types.DATE]: (value: string) => value };

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Transaction {
  return {
    async exec(sql) {
      await target.exec(sql);
    },
    async query(text, params) {
      const result = await target.query(text, params as unknown[] | undefined, { parsers });
      return { rows: result.rows as never[], rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * Opens the embedded database. With a directory the data persists on disk and this process
 * becomes its only owner (PGlite is single-process): a second process is refused with a clear message.
 * Without a directory it lives in memory (tests).
 */
export async function openPglite(dir?: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<Database> {
  let releaseLock = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    releaseLock = acquireEmbeddedLock(dir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm, unaccent }, loadDataDir });
    // A new database's files come out of PGlite's template world-readable (0666), whatever the umask.
    if (dir) tightenTree(dir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  return asDatabase(pglite, releaseLock);
}

/** The two-method interface over one PGlite instance; `afterClose` runs once it is closed. */
function asDatabase(pglite: PGlite, afterClose: () => void): Database {
  const base = wrap(pglite);
  let closed = false;
  return {
    kind: 'pglite',
    connections: 1,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        afterClose();
      }
    },
  };
}

/**
 * The files of an in-memory database after `prepare` ran on it (a tarball), to open copies of it with
 * `openPglite(undefined, { loadDataDir })`: much cheaper than creating a database and migrating it each time.
 */
export async function pgliteSnapshot(prepare: (db: Database) => Promise<unknown>): Promise<Blob> {
  const pglite = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
  const db = asDatabase(pglite, () => {});
  try {
    await prepare(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}
