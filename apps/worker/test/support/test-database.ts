import { randomBytes } from 'node:crypto';
import { openDatabase, migrate, type Database } from '@batas/db';
import { openTestDatabase } from '@batas/db/test';

/** A migrated, empty PGlite database in memory. */
export const openMemoryDatabase = (): Promise<Database> => openTestDatabase({ target: 'pglite' });

export interface PostgresSchema {
  /** Connection URL whose search_path is the throw-away schema (every connection of a pool lands there). */
  url: string;
  open(maxConnections?: number): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A throw-away schema on TEST_DATABASE_URL, migrated; several processes or pools can open it at once
 * (that is what the multi-worker tests need). Undefined when TEST_DATABASE_URL is not set.
 */
export async function createPostgresSchema(): Promise<PostgresSchema | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const schema = `scrape_test_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: base, maxConnections: 1 });
  // Migration 0001 names public.unaccent: the extensions must live in public, not in the test schema.
  await admin.exec(
    `CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public; CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE SCHEMA ${schema}`,
  );
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  const db = await openDatabase({ databaseUrl: url.href, maxConnections: 2 });
  await migrate(db);
  await db.close();
  return {
    url: url.href,
    open: (maxConnections = 5) => openDatabase({ databaseUrl: url.href, maxConnections }),
    async drop() {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
