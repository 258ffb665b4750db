import type { Database, Queryable } from '@batas/db';

/**
 * Runs the search statements with sequential scans disabled, in a transaction of their own.
 *
 * Measured on the benchmark corpus: the planner picks a sequential scan for a common word under a
 * LIMIT (43 ms where the GIN bitmap scan takes 2.5 ms), and before autovacuum has processed a bulk
 * import even for rare words (1,040 ms against 45 ms). Its cost model does not charge for
 * decompressing each row's out-of-line tsvector, which is nearly all of a search's work; every
 * search predicate here has an index, so forbidding the sequential scan only removes the bad plans.
 * SET LOCAL ends with the transaction: nothing leaks to other users of the pooled connection.
 */
export async function withIndexScans<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!isDatabase(db)) return fn(db);
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return fn(tx);
  });
}

function isDatabase(db: Queryable): db is Database {
  return typeof (db as Partial<Database>).transaction === 'function';
}
