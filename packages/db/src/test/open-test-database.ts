import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../client.ts';
import { openPglite, pgliteSnapshot } from '../drivers/pglite.ts';
import { migrate, MIGRATIONS_DIR } from '../migrate.ts';
import { migrationChecksum, readMigrationFiles } from '../migration-lock.ts';

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
    if (!(options.migrate ?? true)) return Object.assign(await openDatabase({}), { target });
    const db = await openPglite(undefined, { loadDataDir: await migratedSnapshot() });
    await migrate(db); // applies nothing; checks the copy against the migrations folder like any start
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

/**
 * A freshly migrated PGlite, as files (a tarball in the system's temporary folder), made by the first test file
 * that needs it and copied by every other one: creating a PGlite database and migrating it costs each test file
 * seconds (about 24 s on a loaded 2-core machine), opening the copy a fifth of that. The file's name carries a hash
 * of PGlite's version and every migration, so a changed migration makes a new one; files written side by side
 * replace each other whole (rename).
 */
async function migratedSnapshot(): Promise<Blob> {
  // The installed PGlite, by the package file beside its entry (the package does not export package.json).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const key = createHash('sha256').update(readFileSync(join(dirname(entry), '..', 'package.json')));
  for (const { file, sql } of readMigrationFiles(MIGRATIONS_DIR)) key.update(`${file}:${migrationChecksum(sql)}\n`);
  const path = join(tmpdir(), `batas-pglite-migrated-${key.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const snapshot = await pgliteSnapshot((db) => migrate(db));
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, path);
  return snapshot;
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
