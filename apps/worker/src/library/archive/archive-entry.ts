/**
 * One entry of a collection's archive or folder, as the installer sees it: a path inside the repository (the
 * archive's `<name>-<sha>/` folder taken off) and a body it reads once, or skips.
 */
export interface ArchiveEntry {
  path: string;
  type: 'file' | 'directory' | 'link' | 'other';
  size: number;
  /** Reads the whole body; a body longer than `limit` bytes stops with EntryTooLargeError after `limit`. */
  read(limit: number): Promise<Buffer>;
  /** Passes over the body. An entry neither read nor skipped is skipped when the next one is asked for. */
  skip(): Promise<void>;
}

/** The source as a whole is unusable (truncated, corrupt, unreachable, of another commit): the install stops. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

export class EntryTooLargeError extends Error {
  override name = 'EntryTooLargeError';
}

/** Why an entry's path is refused, or null when it is a plain relative path inside the repository. */
export function unsafePathReason(path: string): string | null {
  if (path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path)) return 'is an absolute path';
  if (path.split(/[\\/]/).includes('..')) return 'climbs out of the repository (..)';
  if (path.includes('\0')) return 'holds a NUL character';
  return null;
}
