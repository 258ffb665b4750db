import { resolve } from 'node:path';
import { openDatabase, type Database, type DatabaseConfig } from './client.ts';
import { migrate } from './migrate.ts';

/**
 * The one place that turns the environment into a database: the API server, the worker and every
 * CLI call this, so an importer can never end up writing to a different database than the server reads.
 *
 *   DATABASE_URL set   → that PostgreSQL server
 *   DATABASE_URL unset → embedded PGlite in `${DATA_DIR ?? './data'}/db`
 */
export interface ResolvedDatabaseConfig extends DatabaseConfig {
  kind: 'pglite' | 'postgres';
  /** Absolute DATA_DIR (also holds uploads and admin-credentials.txt in embedded mode). */
  dataDir: string;
  /** For logs: the server without its password, or the embedded folder. */
  description: string;
}

export class DatabaseConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export function resolveDatabaseConfig(env: Env = process.env): ResolvedDatabaseConfig {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const databaseUrl = env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    const embeddedDir = resolve(dataDir, 'db');
    return { kind: 'pglite', dataDir, embeddedDir, description: `embedded PGlite in ${embeddedDir}` };
  }
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new DatabaseConfigError(
      'DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new DatabaseConfigError(`DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//)`);
  }
  const maxConnections = env.DATABASE_POOL_SIZE ? Number.parseInt(env.DATABASE_POOL_SIZE, 10) : undefined;
  if (maxConnections !== undefined && !(maxConnections >= 1 && maxConnections <= 1000)) {
    throw new DatabaseConfigError('DATABASE_POOL_SIZE must be a whole number between 1 and 1000');
  }
  const where = `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  return { kind: 'postgres', dataDir, databaseUrl, maxConnections, description: `PostgreSQL at ${where}` };
}

export interface OpenConfiguredOptions {
  /** Apply pending migrations before returning (default true: nothing may run on an old schema). */
  migrate?: boolean;
}

/**
 * Opens the configured database and migrates it. Throws EmbeddedDatabaseBusyError when another
 * process (usually the running server) owns the embedded database, and MigrationError when a
 * migration fails; in that case the database is closed again before the error propagates.
 */
export async function openConfiguredDatabase(
  env: Env = process.env,
  options: OpenConfiguredOptions = {},
): Promise<Database> {
  const config = resolveDatabaseConfig(env);
  const db = await openDatabase(config);
  if (options.migrate ?? true) {
    try {
      await migrate(db);
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  }
  return db;
}
