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

export async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Fail at start, with the server's own message, rather than on the first request.
  const client = await pool.connect();
  client.release();
  const base = wrap(pool);
  const db: Database = {
    kind: 'postgres',
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
