/**
 * One database interface over two drivers: embedded PGlite (the default, no server needed)
 * and node-postgres (when DATABASE_URL points at a PostgreSQL server). Both speak the same
 * SQL dialect, so every query in the code base is written once, as plain parameterised SQL.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

export interface Transaction extends Queryable {
  /** Runs several statements separated by semicolons (migrations). No parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  /** How many statements it can run at once: the pool's size on a server, 1 for the embedded database. */
  readonly connections: number;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** postgres://… to use a server; undefined for the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database files (ignored with databaseUrl). */
  embeddedDir?: string;
  /** Pool size for a server database. */
  maxConnections?: number;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./drivers/postgres.ts');
    return openPostgres(config.databaseUrl, config.maxConnections ?? 10);
  }
  const { openPglite } = await import('./drivers/pglite.ts');
  return openPglite(config.embeddedDir);
}
