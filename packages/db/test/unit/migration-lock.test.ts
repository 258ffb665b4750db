import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/migrate.ts';
import {
  lockProblems,
  migrationChecksum,
  readLock,
  readMigrationFiles,
  unlockedMigrations,
  type MigrationSource,
} from '../../src/migration-lock.ts';

const LOCK_COMMAND = 'npm run db:lock-migrations';

describe('the shipped migrations (migrations/lock.json)', () => {
  const files = readMigrationFiles(MIGRATIONS_DIR);
  const lock = readLock(MIGRATIONS_DIR);

  it('are all in the folder, unchanged, and nothing new is numbered below the last of them', () => {
    expect(lock, 'packages/db/migrations/lock.json is missing').toBeDefined();
    expect(lockProblems(files, lock!)).toEqual([]);
  });

  it(`lists every migration in the folder (a new one is locked with \`${LOCK_COMMAND}\` when it is committed)`, () => {
    const unlocked = unlockedMigrations(files, lock ?? []).map(({ file }) => file);
    expect(unlocked, `run \`${LOCK_COMMAND}\` to lock ${unlocked.join(', ')}`).toEqual([]);
  });
});

describe('lockProblems', () => {
  const source = (file: string, sql = `-- ${file}`): MigrationSource => ({ file, sql });
  const locked = (...sources: MigrationSource[]) =>
    sources.map(({ file, sql }) => ({ file, sha256: migrationChecksum(sql) }));
  const shipped = [source('0001_a.sql'), source('0020_b.sql'), source('0030_c.sql')];
  const lock = locked(...shipped);

  it.each([
    ['a folder that matches its lock', shipped],
    [
      'a new migration above the last shipped one (new work, to lock when committed)',
      [...shipped, source('0031_d.sql')],
    ],
  ] as const)('accepts %s', (_, folder) => {
    expect(lockProblems(folder, lock)).toEqual([]);
  });

  it('accepts a shipped migration checked out with Windows line ends', () => {
    const unix = source('0001_a.sql', 'SELECT 1;\nSELECT 2;\n');
    expect(lockProblems([source('0001_a.sql', 'SELECT 1;\r\nSELECT 2;\r\n')], locked(unix))).toEqual([]);
  });

  it.each([
    [
      'a shipped migration edited',
      [shipped[0]!, source('0020_b.sql', '-- edited'), shipped[2]!],
      [/0020_b\.sql changed after it shipped/],
    ],
    ['a shipped migration removed', [shipped[0]!, shipped[2]!], [/0020_b\.sql shipped but is missing/]],
    [
      'a shipped migration renumbered',
      [shipped[0]!, source('0021_b.sql', shipped[1]!.sql), shipped[2]!],
      [/0020_b\.sql shipped but is missing/, /0021_b\.sql is numbered at or below the last shipped migration/],
    ],
    [
      'a new migration numbered below the last shipped one',
      [...shipped, source('0025_late.sql')],
      [/0025_late\.sql is numbered at or below the last shipped migration \(0030_c\.sql\)/],
    ],
    [
      'a new migration with the number of a shipped one',
      [...shipped, source('0030_other.sql')],
      [/0030_other\.sql is numbered at or below/],
    ],
  ] as const)('refuses %s', (_, folder, messages) => {
    expect(lockProblems(folder, lock)).toEqual(messages.map((message) => expect.stringMatching(message)));
  });

  it('refuses a lock whose entries are out of number order', () => {
    const problems = lockProblems(shipped, [lock[0]!, lock[2]!, lock[1]!]);
    expect(problems).toEqual([expect.stringMatching(/lists 0020_b\.sql after 0030_c\.sql/)]);
  });
});
