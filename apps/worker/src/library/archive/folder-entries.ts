import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ArchiveError, EntryTooLargeError, type ArchiveEntry } from './archive-entry.ts';

/**
 * The files of a repository on disk: a clone (its `.git` folder is left out) or an unpacked archive, given as
 * its `<name>-<sha>/` folder or as a folder holding that one (and no other of the same name). Links are reported as links, never followed.
 */
export async function* folderEntries(dir: string, repositoryName: string): AsyncGenerator<ArchiveEntry> {
  const root = await repositoryRoot(dir, repositoryName);
  yield* walk(root, '');
}

async function repositoryRoot(dir: string, repositoryName: string): Promise<string> {
  const names = await readdir(dir).catch((error: Error) => {
    throw new ArchiveError(`cannot read the folder ${dir}: ${error.message}`);
  });
  const unpacked = [];
  for (const name of names) {
    if (name.startsWith(`${repositoryName}-`) && (await lstat(join(dir, name))).isDirectory()) unpacked.push(name);
  }
  return unpacked.length === 1 ? join(dir, unpacked[0]!) : dir;
}

async function* walk(root: string, prefix: string): AsyncGenerator<ArchiveEntry> {
  const entries = await readdir(join(root, prefix), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (prefix === '' && entry.name === '.git') continue;
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    const full = join(root, path);
    if (entry.isDirectory()) {
      yield { path, type: 'directory', size: 0, read: async () => Buffer.alloc(0), skip: async () => {} };
      yield* walk(root, path);
      continue;
    }
    const type = entry.isSymbolicLink() ? 'link' : entry.isFile() ? 'file' : 'other';
    const size = type === 'file' ? (await lstat(full)).size : 0;
    yield {
      path,
      type,
      size,
      read: async (limit) => {
        if (size > limit) throw new EntryTooLargeError(`${size} bytes, more than the ${limit} expected`);
        return readFile(full);
      },
      skip: async () => {},
    };
  }
}
