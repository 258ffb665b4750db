import { openSync, closeSync, writeSync, readFileSync, unlinkSync, constants } from 'node:fs';
import { join } from 'node:path';

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database folder for this process with an exclusive lock file holding our pid.
 * A lock left by a process that no longer exists (hard kill) is taken over.
 * Returns the release function.
 */
export function acquireEmbeddedLock(dir: string): () => void {
  const lockPath = join(dir, 'batas.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(ownerPid) && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new EmbeddedDatabaseBusyError(dir, ownerPid);
      }
      unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}
