import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract, type Header } from 'tar-stream';
import { ArchiveError, EntryTooLargeError, type ArchiveEntry } from './archive-entry.ts';
import { drain, readBody } from './read-body.ts';

export interface TarGzOptions {
  /** Stops an archive that inflates past this many bytes (a decompression bomb, or not the archive meant). */
  maxInflatedBytes: number;
  /** The commit the archive must be of, when it says (GitHub writes it into the archive's global header). */
  commit?: string;
}

/**
 * The entries of a gzipped tar laid out as GitHub lays out a repository archive: one top folder `<name>-<sha>/`
 * holding the repository. Streams: only the entry being read is in memory. A truncated, corrupt or oversized
 * archive stops with an ArchiveError that says which.
 */
export async function* tarGzEntries(input: Readable, options: TarGzOptions): AsyncGenerator<ArchiveEntry> {
  const extract = tarExtract();
  let inflated = 0;
  const bound = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      if (inflated > options.maxInflatedBytes) {
        done(
          new ArchiveError(
            `the archive inflates past ${options.maxInflatedBytes.toLocaleString('en-US')} bytes: stopped`,
          ),
        );
      } else done(null, chunk);
    },
  });
  pipeline(input, createGunzip(), bound, extract, (error) => {
    if (error) extract.destroy(archiveError(error));
  });
  let top: string | undefined;
  try {
    for await (const entry of extract) {
      const header = entry.header;
      checkCommit(header, options.commit);
      const name = header.name.replace(/^\.\//, '');
      const slash = name.indexOf('/');
      const first = slash < 0 ? name : name.slice(0, slash);
      top ??= first;
      if (first !== top) throw new ArchiveError(`not laid out as a repository archive: ${name} is outside ${top}/`);
      const path = slash < 0 ? '' : name.slice(slash + 1).replace(/\/$/, '');
      let consumed = false;
      if (path !== '') {
        yield {
          path,
          type: typeOf(header),
          size: header.size ?? 0,
          // A body cut short fails while it is read, in the caller's hands: it gets the same words.
          read: (limit) => {
            consumed = true;
            return readBody(entry as AsyncIterable<Buffer>, limit).catch(rethrowAsArchiveError);
          },
          skip: () => {
            consumed = true;
            return drain(entry).catch(rethrowAsArchiveError);
          },
        };
      }
      if (!consumed) await drain(entry);
    }
  } catch (error) {
    throw archiveError(error);
  }
  if (top === undefined) throw new ArchiveError('the archive is empty');
}

function typeOf(header: Header): ArchiveEntry['type'] {
  if (header.type === 'file' || header.type === 'contiguous-file') return 'file';
  if (header.type === 'directory') return 'directory';
  if (header.type === 'symlink' || header.type === 'link') return 'link';
  return 'other';
}

function checkCommit(header: Header, commit: string | undefined): void {
  const written = (header.pax as Record<string, string> | undefined)?.comment;
  if (commit && written && /^[0-9a-f]{40}$/.test(written) && written !== commit) {
    throw new ArchiveError(`the archive is of commit ${written}, not of the pinned commit ${commit}`);
  }
}

function rethrowAsArchiveError(error: unknown): never {
  if (error instanceof EntryTooLargeError) throw error;
  throw archiveError(error);
}

/** Names what is wrong in words an operator can act on. */
function archiveError(error: unknown): ArchiveError {
  if (error instanceof ArchiveError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) {
    return new ArchiveError('the archive is truncated: it ends in the middle of its contents');
  }
  if (code === 'Z_DATA_ERROR' || /header check|invalid (?:tar )?header|checksum/i.test(message)) {
    return new ArchiveError(`the archive is corrupt (${message})`);
  }
  return new ArchiveError(`the archive could not be read: ${message}`);
}
