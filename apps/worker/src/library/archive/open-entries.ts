import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ArchiveError, type ArchiveEntry } from './archive-entry.ts';
import { downloadStream } from './download.ts';
import { folderEntries } from './folder-entries.ts';
import { tarGzEntries } from './tar-gz-entries.ts';

export interface EntrySourceOptions {
  repositoryName: string;
  commit: string;
  maxInflatedBytes: number;
  signal?: AbortSignal;
}

/**
 * The entries of a collection wherever it is: a folder (a clone or an unpacked archive), a .tar.gz file laid
 * out as GitHub lays out a repository archive, or the http(s) address of one.
 */
export async function* openEntries(from: string, options: EntrySourceOptions): AsyncGenerator<ArchiveEntry> {
  const archive = { maxInflatedBytes: options.maxInflatedBytes, commit: options.commit };
  if (/^https?:\/\//i.test(from)) {
    yield* tarGzEntries(await downloadStream(from, options.signal), archive);
    return;
  }
  const info = await stat(from).catch(() => {
    throw new ArchiveError(`${from} does not exist`);
  });
  if (info.isDirectory()) yield* folderEntries(from, options.repositoryName);
  else yield* tarGzEntries(createReadStream(from), archive);
}
