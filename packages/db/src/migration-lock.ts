import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lock of shipped migrations: `migrations/lock.json` lists every migration that has left a developer's
 * machine, in order, with its checksum. A database applies migrations in the order it meets them, so a shipped
 * file must never change and a new one must never slot in below the last shipped one: installations migrated
 * before and after would differ without anyone noticing. The start, `npm run db:lock-migrations` and a unit test
 * read the lock the same way, through `lockProblems`.
 */
export const LOCK_FILE = 'lock.json';

export interface MigrationSource {
  file: string;
  sql: string;
}

export interface LockedMigration {
  file: string;
  sha256: string;
}

/** sha256 of a migration's text; line ends are normalised so a Windows checkout hashes the same. */
export const migrationChecksum = (sql: string) => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/** The numbered SQL files of a folder, in the order they apply. */
export function readMigrationFiles(dir: string): MigrationSource[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({ file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/** The folder's lock, or undefined when it has none (a copy of an older checkout, a test's own folder). */
export function readLock(dir: string): LockedMigration[] | undefined {
  const path = join(dir, LOCK_FILE);
  if (!existsSync(path)) return undefined;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { migrations?: LockedMigration[] };
  if (!Array.isArray(parsed.migrations)) throw new Error(`${path} has no "migrations" list`);
  return parsed.migrations;
}

const numberOf = (file: string) => file.slice(0, 4);

/**
 * What the folder does that a shipped installation must never see: a locked file changed or gone, a lock out of
 * order, or a new file numbered at or below the last locked one. Files above the last locked one are new work,
 * not a problem (`unlockedMigrations` lists them).
 */
export function lockProblems(files: readonly MigrationSource[], lock: readonly LockedMigration[]): string[] {
  const problems: string[] = [];
  const byName = new Map(files.map((source) => [source.file, source]));
  lock.forEach((entry, index) => {
    const previous = lock[index - 1];
    if (previous && numberOf(entry.file) <= numberOf(previous.file))
      problems.push(`the lock lists ${entry.file} after ${previous.file}: the lock is in number order, one per number`);
    const source = byName.get(entry.file);
    if (!source) problems.push(`${entry.file} shipped but is missing: a shipped migration is never removed or renamed`);
    else if (migrationChecksum(source.sql) !== entry.sha256)
      problems.push(`${entry.file} changed after it shipped: restore it and put the change in a new migration`);
  });
  const last = lock.at(-1);
  if (last) {
    for (const file of unlockedMigrations(files, lock)) {
      if (numberOf(file.file) <= numberOf(last.file))
        problems.push(
          `${file.file} is numbered at or below the last shipped migration (${last.file}): installations that ` +
            'already ran the later ones would apply it out of order; give it a number above',
        );
    }
  }
  return problems;
}

/** The folder's files the lock does not list yet. */
export function unlockedMigrations(
  files: readonly MigrationSource[],
  lock: readonly LockedMigration[],
): MigrationSource[] {
  const locked = new Set(lock.map((entry) => entry.file));
  return files.filter((source) => !locked.has(source.file));
}

/** Writes the lock one migration a line, so that two branches adding migrations merge with a readable conflict. */
export function writeLock(dir: string, lock: readonly LockedMigration[]): void {
  const lines = lock.map(
    (entry) => `    { "file": ${JSON.stringify(entry.file)}, "sha256": ${JSON.stringify(entry.sha256)} }`,
  );
  writeFileSync(join(dir, LOCK_FILE), `{\n  "migrations": [\n${lines.join(',\n')}\n  ]\n}\n`);
}
