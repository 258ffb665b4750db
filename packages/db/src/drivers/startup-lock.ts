import pg from 'pg';
import type { Database } from '../client.ts';

const connectionStrings = new WeakMap<Database, string>();

/** Called by the PostgreSQL driver for each database it opens, so a startup lock can reach the same server. */
export function rememberConnection(db: Database, url: string): void {
  connectionStrings.set(db, url);
}

// pg_advisory_lock key: 'batas' in ASCII. Any process of this platform on the server takes the same one.
const STARTUP_LOCK_KEY = 0x6261746173;

/**
 * Runs `fn` while holding the platform's startup lock on the PostgreSQL server: an advisory lock on a connection
 * of its own (outside the pool, so a pool of one connection cannot deadlock on it). Several API processes started
 * together (WEB_CONCURRENCY, or separate starts) then migrate and seed a new database one after the other: the
 * first does the work, the others find it done. The embedded database has one process: `fn` just runs.
 */
export async function withStartupLock<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  const url = connectionStrings.get(db);
  if (db.kind !== 'postgres' || !url) return fn();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    // Closing the session releases the lock, whatever happened.
    await client.end().catch(() => {});
  }
}
