import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who holds a lock file: `pid=… start=… host=… id=…`, one line. The start time (Linux /proc) tells a live
 * owner from a new process that was given a dead owner's pid (containers restart with the same small pids);
 * the random id makes every acquisition's content unique, which the take-over protocol relies on.
 * A file holding only a pid (written by earlier versions) is read too.
 */
export interface LockOwner {
  pid: number;
  start?: string;
  host?: string;
}

export function newOwnerToken(): string {
  return `pid=${process.pid} start=${processStartTime(process.pid) ?? '-'} host=${hostname()} id=${randomUUID()}\n`;
}

export function parseOwner(token: string): LockOwner | undefined {
  const legacy = /^\s*(\d+)\s*$/.exec(token);
  if (legacy) return { pid: Number(legacy[1]) };
  const fields = Object.fromEntries(
    token
      .trim()
      .split(/\s+/)
      .map((field) => field.split('=') as [string, string]),
  );
  const pid = Number(fields.pid);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, start: fields.start === '-' ? undefined : fields.start, host: fields.host };
}

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), where /proc exists. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Whether the owner recorded in a lock file may still be running. A lock written on another machine (a shared
 * folder) cannot be checked from here, so it counts as held. Our own pid is never a live owner: this process
 * has not taken the lock yet, so the file was left by an earlier process that had the same pid.
 */
export function isOwnerAlive(token: string): boolean {
  const owner = parseOwner(token);
  if (!owner) return false;
  if (owner.host && owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStartTime(owner.pid);
  return !(owner.start && start && start !== owner.start);
}
