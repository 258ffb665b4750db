/**
 * The embedded-database lock under a real race: six processes start together, round after round, on a folder
 * whose lock was left by a dead process. In every round exactly one must win, and nobody may take the lock from
 * a live owner.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError } from '../../src/drivers/embedded-lock.ts';

const CONTENDER = fileURLToPath(new URL('../support/lock-contender.ts', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'batas-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

it('gives a stale lock to exactly one of six processes starting together, in every round', async () => {
  const dir = tempDir();
  const record = join(dir, 'record.txt');
  const dead = deadPid();
  writeFileSync(join(dir, 'batas.lock'), String(dead)); // a lock file of an earlier version, its owner killed
  const rounds = 12;
  const hold = 100;
  const processes = Array.from(
    { length: 6 },
    () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', CONTENDER, dir, String(rounds), String(hold), record, String(dead), '6'],
          { stdio: ['ignore', 'inherit', 'inherit'] },
        );
        child.on('exit', resolve);
      }),
  );
  expect(await Promise.all(processes)).toEqual([0, 0, 0, 0, 0, 0]);

  const lines = readFileSync(record, 'utf8').trim().split('\n');
  expect(lines).toHaveLength(6 * (rounds + 1));
  for (let round = 0; round < rounds; round++) {
    const outcomes = lines.filter((line) => line.startsWith(`${round} `)).map((line) => line.split(' ')[1]);
    expect({ round, owners: outcomes.filter((outcome) => outcome === 'owner').length }).toEqual({ round, owners: 1 });
    expect(outcomes.filter((outcome) => outcome !== 'owner' && outcome !== 'busy')).toEqual([]);
  }
}, 120_000);

it('refuses a second owner while the first lives, and releases only its own lock', () => {
  const dir = tempDir();
  const release = acquireEmbeddedLock(dir);
  const lock = join(dir, 'batas.lock');
  expect(readFileSync(lock, 'utf8')).toMatch(new RegExp(`^pid=${process.pid} `));
  expect(statSync(lock).mode & 0o777).toBe(0o600);
  // A live owner (our parent shell, say) in the file: this process is refused.
  writeFileSync(lock, `pid=${process.ppid} start=- host=${process.env.HOSTNAME ?? ''} id=x\n`);
  expect(() => acquireEmbeddedLock(dir)).toThrow(EmbeddedDatabaseBusyError);
  release(); // not ours any more: left alone
  expect(existsSync(lock)).toBe(true);
});
