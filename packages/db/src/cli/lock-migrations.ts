import { MIGRATIONS_DIR } from '../migrate.ts';
import {
  lockProblems,
  migrationChecksum,
  readLock,
  readMigrationFiles,
  unlockedMigrations,
  writeLock,
} from '../migration-lock.ts';

// npm run db:lock-migrations: adds the migrations the lock does not list yet to its end, in number order. Run it
// when a migration is committed, and after merging branches that add migrations. It never changes or reorders an
// entry: a folder the lock refuses (a shipped file edited, a new one numbered below the last shipped one) is
// reported and left as it is.
const files = readMigrationFiles(MIGRATIONS_DIR);
const lock = readLock(MIGRATIONS_DIR) ?? [];
const problems = lockProblems(files, lock);
if (problems.length > 0) {
  console.error(`db:lock-migrations: nothing was locked.\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const added = unlockedMigrations(files, lock);
writeLock(MIGRATIONS_DIR, [...lock, ...added.map(({ file, sql }) => ({ file, sha256: migrationChecksum(sql) }))]);
console.log(
  added.length === 0
    ? `db:lock-migrations: the lock already lists all ${lock.length} migrations`
    : `db:lock-migrations: locked ${added.map(({ file }) => file).join(', ')}`,
);
