import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../client.ts';
import { migrate, MIGRATIONS_DIR } from '../migrate.ts';

export type TestTarget = 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  readonly target: TestTarget;
  /** The throw-away schema on PostgreSQL (undefined on PGlite). */
  readonly schema?: string;
}

/**
 * A migrated database of its own for one test file: an in-memory PGlite by default; with
 * TEST_DATABASE_URL (or target 'postgres') a fresh schema `t_<random>` on that server, reached
 * through `search_path`, so suites never see each other's rows. close() drops the schema.
 * (vitest.config.ts runs the integration suites twice when TEST_DATABASE_URL is set: project 'api'
 * with it emptied, project 'api-postgres' with it.)
 */
export async function openTestDatabase(
  options: { target?: TestTarget; migrate?: boolean } = {},
): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const target = options.target ?? (url ? 'postgres' : 'pglite');
  if (target === 'pglite') {
    const db = await openDatabase({});
    if (options.migrate ?? true) await migrate(db);
    return Object.assign(db, { target });
  }
  if (!url) throw new Error('openTestDatabase({ target: "postgres" }) needs TEST_DATABASE_URL');

  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withClient(url, async (client) => {
    await preparePublicSchema(client);
    await client.query(`CREATE SCHEMA ${schema}`);
  });
  const scoped = new URL(url);
  // Every pooled connection starts with this search_path: tables land in the test schema, while the
  // extensions and the 'ph_legal' search configuration are found in public.
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const db = await openDatabase({ databaseUrl: scoped.toString(), maxConnections: 4 });
  try {
    if (options.migrate ?? true) await migrate(db);
  } catch (error) {
    await db.close();
    await dropSchema(url, schema);
    throw error;
  }
  const close = db.close.bind(db);
  return Object.assign(db, {
    target,
    schema,
    async close() {
      await close();
      await dropSchema(url, schema);
    },
  });
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Migration 0001 creates extensions and the text-search configuration, which PostgreSQL keeps per
 * database, not per schema: they must live in public, created once, or the first test schema would
 * own them and take them along when dropped. The advisory lock serialises parallel test processes.
 */
async function preparePublicSchema(client: pg.Client): Promise<void> {
  await client.query('SELECT pg_advisory_lock(727274)');
  try {
    await client.query('SET search_path = public');
    await client.query(readFileSync(join(MIGRATIONS_DIR, '0001_extensions_and_search_config.sql'), 'utf8'));
    await dropAbandonedSchemas(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)');
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
}

/** Schemas left by killed test runs (their close() never ran): gone once they are six hours old. */
async function dropAbandonedSchemas(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    `SELECT nspname FROM pg_namespace WHERE nspname ~ '^t_[0-9a-z]+_[0-9a-f]{8}$'`,
  );
  for (const { nspname } of rows) {
    const created = Number.parseInt(nspname.split('_')[1]!, 36);
    if (Date.now() - created > 6 * 3_600_000) await client.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
  }
}
