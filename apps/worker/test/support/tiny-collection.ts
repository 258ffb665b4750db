import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import type { CollectionDefinition } from '../../src/library/collection-definition.ts';
import type { ReadResult } from '../../src/library/collection-record.ts';
import { writeManifest } from '../../src/library/manifest.ts';

/**
 * A collection of a few JSON files, for the tests of the installer's mechanics (checks, resume, merging, bad
 * archives). The readers of the real collections have golden tests of their own; here each file simply is its
 * document: { title, type, citation, date, text?, atSource?, part? }.
 */
export const TINY_COMMIT = 'c0ffee0000000000000000000000000000000001';
export const TINY_REPOSITORY = 'example/tiny-collection';
const TOP = `tiny-collection-${TINY_COMMIT}`;

export interface TinyFile {
  title: string;
  type: string;
  citation: string;
  date: string;
  text?: string;
  atSource?: boolean;
  shortTitle?: string;
  /** The publisher's PDF as the collection spells it (scraped data: not always an address). */
  pdf?: string;
  part?: { code: string; headings: string[]; order: number[] };
  opinion?: { decisionCitation: string; heading: string; author: string | null; order: number | null };
}

export type TinyFiles = Record<string, TinyFile | string>;

export const bodyOf = (file: TinyFile | string) => Buffer.from(typeof file === 'string' ? file : JSON.stringify(file));

function readTinyFile(path: string, bytes: Uint8Array): ReadResult {
  const file = JSON.parse(Buffer.from(bytes).toString('utf8')) as TinyFile;
  if (!file.title) return { ok: false, skipped: 'no title' };
  return {
    ok: true,
    record: {
      document: {
        title: file.title,
        documentType: file.type,
        citation: file.citation,
        dateEnacted: file.type === 'Supreme Court Decision' ? null : file.date,
        dateDecided: file.type === 'Supreme Court Decision' ? file.date : null,
        content: file.text ?? null,
        shortTitle: file.shortTitle ?? null,
      },
      provenance: {
        sourceName: 'Tiny Publisher',
        sourceUrl: `https://tiny.example/${path}`,
        pdfUrl: file.pdf ?? (file.atSource ? `https://tiny.example/${path}.pdf` : null),
        collection: 'lawphil',
        path,
      },
      textAtSource: file.atSource,
      part: file.part
        ? { codeCitation: file.part.code, headings: file.part.headings, order: file.part.order }
        : undefined,
      separateOpinion: file.opinion,
    },
  };
}

export interface TinyCollection {
  definition: CollectionDefinition;
  /** The unpacked archive: <dir>/tiny-collection-<sha>/… */
  dir: string;
  /** A .tar.gz of `files`, laid out as GitHub lays out a repository archive. */
  archive(files?: TinyFiles, extra?: ExtraEntry[]): Promise<Buffer>;
}

export interface ExtraEntry {
  name: string;
  type?: 'file' | 'symlink';
  body?: string;
  linkname?: string;
}

/** Writes the files to disk and a manifest of them (the `manifestOf` files, when the manifest must differ). */
export async function tinyCollection(files: TinyFiles, manifestOf: TinyFiles = files): Promise<TinyCollection> {
  const root = mkdtempSync(join(tmpdir(), 'tiny-collection-'));
  for (const [path, file] of Object.entries(files)) {
    const full = join(root, TOP, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, bodyOf(file));
  }
  mkdirSync(join(root, TOP, 'code'), { recursive: true });
  writeFileSync(join(root, TOP, 'code', 'scraper.py'), 'print("not read")\n');
  const manifestFile = join(root, 'manifest.jsonl.gz');
  const entries = Object.entries(manifestOf).map(([path, file]) => {
    const body = bodyOf(file);
    return [path, { bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') }] as const;
  });
  await writeManifest(manifestFile, { repository: TINY_REPOSITORY, commit: TINY_COMMIT, files: new Map(entries) });
  return {
    dir: root,
    definition: {
      id: 'lawphil',
      label: 'Tiny collection',
      repository: TINY_REPOSITORY,
      commit: TINY_COMMIT,
      manifestFile,
      selected: (path) => path.startsWith('docs/') && path.endsWith('.json'),
      read: readTinyFile,
    },
    archive: (archiveFiles = files, extra = []) => tarGz(archiveFiles, extra),
  };
}

export async function tarGz(files: TinyFiles, extra: ExtraEntry[] = [], commit = TINY_COMMIT): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => archive.on('end', () => resolve()));
  // GitHub writes the commit into the archive's global header (as git archive does); the reader sees it the same
  // way when an entry's own header carries it.
  archive.entry({ name: `${TOP}/`, type: 'directory', pax: { comment: commit } });
  for (const [path, file] of Object.entries(files)) archive.entry({ name: `${TOP}/${path}` }, bodyOf(file));
  for (const entry of extra) {
    if (entry.type === 'symlink')
      archive.entry({ name: `${TOP}/${entry.name}`, type: 'symlink', linkname: entry.linkname });
    else archive.entry({ name: entry.name.startsWith('/') ? entry.name : `${TOP}/${entry.name}` }, entry.body ?? '');
  }
  archive.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}
