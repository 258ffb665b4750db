import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/** What the repository holds at the pinned commit, for each file the installer reads. */
export interface ManifestFile {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  repository: string;
  commit: string;
  files: Map<string, ManifestFile>;
}

interface HeaderLine {
  repository: string;
  commit: string;
  files: number;
}

/**
 * A collection's manifest: a gzipped JSON-lines file carried in this repository, a header line (repository,
 * commit, file count) then one line per file ({ path, bytes, sha256 }). Paths are JSON strings because the
 * collections' file names hold tabs and line breaks.
 */
export async function readManifest(file: string): Promise<Manifest> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: HeaderLine | undefined;
  const files = new Map<string, ManifestFile>();
  for await (const line of lines) {
    if (!line) continue;
    if (!header) {
      header = JSON.parse(line) as HeaderLine;
      continue;
    }
    const entry = JSON.parse(line) as { path: string; bytes: number; sha256: string };
    files.set(entry.path, { bytes: entry.bytes, sha256: entry.sha256 });
  }
  if (!header || files.size !== header.files) {
    throw new Error(
      `the manifest ${file} is incomplete (${files.size} files, its header says ${header?.files ?? '?'})`,
    );
  }
  return { repository: header.repository, commit: header.commit, files };
}

export async function writeManifest(file: string, manifest: Manifest): Promise<void> {
  const paths = [...manifest.files.keys()].sort();
  function* lines() {
    yield `${JSON.stringify({ repository: manifest.repository, commit: manifest.commit, files: paths.length })}\n`;
    for (const path of paths) yield `${JSON.stringify({ path, ...manifest.files.get(path) })}\n`;
  }
  await pipeline(Readable.from(lines()), createGzip({ level: 9 }), createWriteStream(file));
}
