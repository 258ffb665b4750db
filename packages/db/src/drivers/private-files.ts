import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds password hashes and personal data (the embedded database), the token-signing secret, the
 * generated admin password and identity documents: only the account running the platform may read it.
 * Folders 0700, files 0600; the process's umask is set so that everything it creates later is private too.
 * Existing installs (PGlite writes its initial files 0666) are tightened on every start. Symbolic links are
 * left alone, not followed.
 */
export function protectDataDir(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tightenTree(dir);
}

/** chmod 0700 on the folder and every folder under it, 0600 on every file; returns how many were changed. */
export function tightenTree(dir: string): number {
  let changed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      changed++;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return changed;
}
