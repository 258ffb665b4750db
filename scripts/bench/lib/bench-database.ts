import { rmSync } from 'node:fs';
import pg from 'pg';
import { migrate, openDatabase, type Database } from '../../../packages/db/src/index.ts';
import { assertLoopback } from './bench-args.ts';

/**
 * A database of its own for each benchmark corpus, never the developer's data:
 *   pglite   → /tmp/batas-bench/pglite-<name>   (on disk: 100,000 documents do not fit in WASM memory)
 *   postgres → database batas_bench_<name> on BENCH_DATABASE_URL's server (default: the test server)
 * Kept between runs so that the query benchmarks can be repeated without re-importing (--fresh reloads).
 */
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  db: Database;
  /** What the report prints: the embedded folder or the server database. */
  description: string;
}

export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  name: string,
  fresh: boolean,
): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = `${pgliteDataDir(name)}/db`;
    if (fresh) rmSync(dir, { recursive: true, force: true });
    const db = await openDatabase({ embeddedDir: dir });
    await migrate(db);
    return { db, description: `PGlite in ${dir}` };
  }
  const server = benchServerUrl();
  const database = benchDatabaseName(name);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount;
    if (exists && fresh) await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
    if (!exists || fresh) await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = benchDatabaseUrl(name);
  const db = await openDatabase({ databaseUrl: url, maxConnections: 4 });
  await migrate(db);
  return { db, description: `PostgreSQL ${new URL(url).host}/${database}` };
}

/** DATA_DIR for a server on the embedded benchmark database (the server opens `${DATA_DIR}/db`). */
export function pgliteDataDir(name: string): string {
  return `/tmp/batas-bench/pglite-${name}`;
}

function benchServerUrl(): string {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER;
  assertLoopback(server);
  return server;
}

function benchDatabaseName(name: string): string {
  return `batas_bench_${name.replace(/[^a-z0-9_]/gi, '_')}`;
}

export function benchDatabaseUrl(name: string): string {
  const url = new URL(benchServerUrl());
  url.pathname = `/${benchDatabaseName(name)}`;
  return url.toString();
}
