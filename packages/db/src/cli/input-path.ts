import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * npm runs scripts from the repository root; INIT_CWD is where the user typed the command, so a
 * relative FILE means what they think it means. Returns null (after saying why) when it is unusable.
 */
export function inputPath(argument: string, kind: 'file' | 'directory'): string | null {
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  if (!existsSync(path)) {
    process.stderr.write(`No such ${kind}: ${path}\n`);
    return null;
  }
  const isDirectory = statSync(path).isDirectory();
  if (isDirectory !== (kind === 'directory')) {
    process.stderr.write(`${path} is ${isDirectory ? 'a directory' : 'a file'}; expected a ${kind}\n`);
    return null;
  }
  return path;
}
