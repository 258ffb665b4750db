import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';
import { lockProblems, migrationChecksum, readLock, readMigrationFiles } from './migration-lock.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(
      `Migration ${file} failed: ${cause instanceof Error ? cause.message : String(cause)}. ` +
        'The database was left as it was before this migration; fix the migration or the database and start again.',
    );
    this.name = 'MigrationError';
  }
}

/**
 * A migration file that differs from the one this database ran. Databases migrated before and after the edit
 * would silently differ, so the start stops instead: the file must be restored and the change made in a new one.
 */
export class MigrationChangedError extends Error {
  constructor(
    readonly file: string,
    readonly recorded: string,
    readonly current: string,
  ) {
    super(
      `Migration ${file} was changed after this database applied it (recorded sha256 ${recorded.slice(0, 12)}…, ` +
        `the file now has ${current.slice(0, 12)}…). Applied migrations must never be edited: restore the file ` +
        'as it was and put the change in a new numbered migration.',
    );
    this.name = 'MigrationChangedError';
  }
}

/**
 * The migrations folder disagrees with its lock of shipped migrations (`migration-lock.ts`): a shipped file was
 * edited or removed, or a new one is numbered below the last shipped one. Nothing is applied.
 */
export class MigrationLockError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The migrations folder does not match its lock of shipped migrations (migrations/lock.json):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'MigrationLockError';
  }
}

/**
 * Numbered SQL files, applied in order, each once, each in its own transaction. Forward-only: each applied file's
 * checksum is recorded, and a file changed since it was applied stops the start (MigrationChangedError). Rows
 * recorded before checksums existed get the current file's checksum the first time they are seen. Before anything
 * runs, the folder is checked against its lock of shipped migrations (MigrationLockError); a pending migration the
 * lock lists runs even when this database already ran a later one, as installations made between 0030 and 0020
 * landing did (packages/db/README.md).
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const sources = readMigrationFiles(dir);
  const lock = readLock(dir);
  const problems = lock ? lockProblems(sources, lock) : [];
  if (problems.length > 0) throw new MigrationLockError(problems);

  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
  const applied = new Map(
    (
      await db.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations')
    ).rows.map((row) => [row.name, row.checksum]),
  );
  await checkAppliedFiles(db, sources, applied);

  const ran: string[] = [];
  for (const { file, sql } of sources) {
    if (applied.has(file)) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          file,
          migrationChecksum(sql),
        ]);
      });
    } catch (error) {
      throw new MigrationError(file, error);
    }
    ran.push(file);
  }
  return ran;
}

async function checkAppliedFiles(
  db: Database,
  sources: ReadonlyArray<{ file: string; sql: string }>,
  applied: ReadonlyMap<string, string | null>,
): Promise<void> {
  for (const { file, sql } of sources) {
    if (!applied.has(file)) continue;
    const recorded = applied.get(file);
    const current = migrationChecksum(sql);
    if (recorded === null || recorded === undefined) {
      await db.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file, current]);
    } else if (recorded !== current) {
      throw new MigrationChangedError(file, recorded, current);
    }
  }
}
