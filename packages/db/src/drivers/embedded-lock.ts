import { createHash } from 'node:crypto';
import {
  fsyncSync,
  linkSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { isOwnerAlive, newOwnerToken, parseOwner } from './lock-owner.ts';

export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${ownerPid}), probably the running server. ` +
        'The embedded database has one owner at a time: stop the server first, ' +
        'or run both against a PostgreSQL server by setting DATABASE_URL.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

const LOCK = 'batas.lock';
const TEMP_PREFIX = '.batas.lock.';
const GIVE_UP_AFTER_MS = 10_000;

/**
 * Claims the embedded database folder for this process. Every step is one atomic file-system operation, so two
 * processes starting together after a crash can never both end up holding it:
 *
 * - Taking a free lock: our token is written to a file of our own, then hard-linked as `batas.lock`. link()
 *   fails if the name exists, so exactly one process wins, and the file is never seen half-written.
 * - Taking over a stale lock (its owner is dead): first an exclusive claim on *that* lock content (a link named
 *   after the content's hash), then a re-read of the owner: only if `batas.lock` still holds the dead owner's
 *   token is it replaced, by rename(), in one step. A process that read the same stale token loses the claim; one
 *   that read it before a take-over finds a new owner on the re-read. Claims whose holder died get a next
 *   generation, so a crash during a take-over cannot block the folder.
 *
 * Returns the release function, which removes the lock only while it is still ours.
 */
export function acquireEmbeddedLock(dir: string): () => void {
  const lockPath = join(dir, LOCK);
  const token = newOwnerToken();
  const mine = join(dir, `${TEMP_PREFIX}${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}`);
  writeNewFile(mine, token);
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  try {
    for (;;) {
      if (tryLink(mine, lockPath)) break;
      const current = readToken(lockPath);
      if (current === undefined) continue; // released meanwhile
      if (isOwnerAlive(current)) throw new EmbeddedDatabaseBusyError(dir, parseOwner(current)?.pid ?? 0);
      if (takeOver(dir, lockPath, current, mine)) break;
      if (Date.now() > deadline)
        throw new Error(`Could not lock the embedded database in ${dir}: remove its ${LOCK}* files if no server runs`);
      sleepSync(20);
    }
  } finally {
    rmSync(mine, { force: true });
  }
  removeClaims(dir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readToken(lockPath) === token) rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return release;
}

/** Replaces the stale lock holding `stale` with ours; false when another process is doing it or did it first. */
function takeOver(dir: string, lockPath: string, stale: string, mine: string): boolean {
  const key = createHash('sha256').update(stale).digest('hex').slice(0, 16);
  for (let generation = 0; generation < 50; generation++) {
    const claim = join(dir, `${TEMP_PREFIX}takeover-${key}-${generation}`);
    if (!tryLink(mine, claim)) {
      const holder = readToken(claim);
      if (holder === undefined) return false; // finished meanwhile: look at the lock again
      if (isOwnerAlive(holder)) return false; // another process is taking over right now
      continue; // its holder died during the take-over
    }
    try {
      if (readToken(lockPath) !== stale) return false;
      renameSync(mine, lockPath);
      return true;
    } finally {
      rmSync(claim, { force: true });
    }
  }
  return false;
}

/**
 * Claims left by take-overs (ours, or of processes that died during one) concern tokens that are no longer the
 * lock; token files of processes that died before linking theirs are litter too.
 */
function removeClaims(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const pid = /^\.batas\.lock\.(\d+)\./.exec(name)?.[1];
    if (name.startsWith(`${TEMP_PREFIX}takeover-`) || (pid && !isOwnerAlive(`pid=${pid}`)))
      rmSync(join(dir, name), { force: true });
  }
}

function writeNewFile(path: string, content: string): void {
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readToken(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
