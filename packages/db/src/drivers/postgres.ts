import pg from 'pg';
import type { Database, Transaction } from '../client.ts';
import { rememberConnection } from './startup-lock.ts';

// Calendar dates stay 'YYYY-MM-DD' strings, as with PGlite; bigint counts are cast in SQL.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

function wrap(target: pg.Pool | pg.PoolClient): Transaction {
  return {
    async exec(sql) {
      await target.query(sql);
    },
    async query(text, params) {
      const result = await target.query(text, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/**
 * How long an unused connection stays open. node-postgres closes it after 10 s by default, and a new server process
 * (backend) pays for its first statements: catalog and text-search dictionary lookups that took 25–45 ms on a plain
 * search here, more on the ranked search. A site with a visitor a minute would pay that on most requests.
 */
const IDLE_CONNECTION_MS = 10 * 60_000;

export async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: IDLE_CONNECTION_MS });
  // An idle connection the server drops (a restart, an administrator's pg_terminate_backend) is removed from the pool
  // and replaced on demand; without a listener its error would end the process.
  pool.on('error', (error) => console.warn(`A PostgreSQL connection was closed: ${error.message}`));
  // Fail at start, with the server's own message, rather than on the first request.
  const client = await pool.connect();
  client.release();
  const base = wrap(pool);
  const db: Database = {
    kind: 'postgres',
    connections: max,
    query: base.query,
    async transaction(fn) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await fn(wrap(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    exec: base.exec,
    close: () => pool.end(),
  };
  rememberConnection(db, url);
  return db;
}
