/**
 * One of several processes racing for the embedded-database lock (embedded-lock.test.ts). Every round starts 100
 * ms after the last process reported the round before (round -1: "ready"), so the previous winner has already
 * left its stale lock, at the same instant for all. The winner notes it, checks during its hold that
 * the lock still names it, then "crashes": leaves a lock of a dead process behind, as a hard kill would.
 *
 *   node --import tsx lock-contender.ts <dir> <rounds> <holdMs> <record file> <dead pid> <processes>
 */
import { appendFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError } from '../../src/drivers/embedded-lock.ts';

const [dir, rounds, hold, record, deadPid, processes] = process.argv.slice(2) as string[] as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const lockPath = join(dir, 'batas.lock');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const namesMe = () => new RegExp(`^(pid=)?${process.pid}\\b`).test(readFileSync(lockPath, 'utf8'));

/** When round `round` starts: 100 ms after the last report of the round before. */
async function startOf(round: number): Promise<number> {
  for (;;) {
    const previous = readFileSync(record, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith(`${round - 1} `));
    if (previous.length === Number(processes))
      return Math.max(...previous.map((line) => Number(line.split(' ')[3]))) + 100;
    await sleep(5);
  }
}

appendFileSync(record, `-1 ready ${process.pid} ${Date.now()}\n`);
for (let round = 0; round < Number(rounds); round++) {
  await sleep((await startOf(round)) - Date.now());
  let outcome = 'busy';
  try {
    acquireEmbeddedLock(dir);
    outcome = 'owner';
    for (let check = 0; check < 5; check++) {
      await sleep(Number(hold) / 5);
      if (!namesMe()) outcome = 'displaced';
    }
    const stale = join(dir, `stale-${process.pid}`);
    writeFileSync(stale, `pid=${deadPid} start=- host=${hostname()} id=dead-${round}\n`);
    renameSync(stale, lockPath);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseBusyError)) outcome = `error ${(error as Error).message}`;
  }
  appendFileSync(record, `${round} ${outcome} ${process.pid} ${Date.now()}\n`);
}
