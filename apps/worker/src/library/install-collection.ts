import { createHash } from 'node:crypto';
import type { Database } from '@batas/db';
import { buildCrosswalk, catchUpCitations } from '@batas/db/citator';
import {
  assembleCodes,
  foldDuplicates,
  beginInstall,
  failInstall,
  finishInstall,
  recordedFiles,
  stagedCodeOf,
  stagedPaths,
  refreshStatistics,
  rebuildSearchIndexes,
  setSearchIndexesAside,
  type LibraryFile,
} from '@batas/db/library';
import { EntryTooLargeError, unsafePathReason, type ArchiveEntry } from './archive/archive-entry.ts';
import { openEntries } from './archive/open-entries.ts';
import { pinnedArchiveUrl, repositoryName, type CollectionDefinition } from './collection-definition.ts';
import { formatLawyerName } from '@batas/shared/names';
import type { CodePart, SeparateOpinion } from './collection-record.ts';
import { CopyBatches, type BatchLimits } from './copy-batches.ts';
import { InstallTally, type InstallSummary } from './install-tally.ts';
import { readManifest, type Manifest } from './manifest.ts';
import type { ParsedFile } from './parse-file.ts';
import { startFileParser } from './parse-threads.ts';

export interface InstallOptions {
  /** A folder, a .tar.gz file or an http(s) address; without it, GitHub's archive of the pinned commit. */
  from?: string;
  /** Stops after the batch being written; what was written stays, and the next run goes on from there. */
  signal?: AbortSignal;
  /** Called after each file with the running counts (for a progress bar or a job's progress). */
  onProgress?: (tally: InstallTally, expected: number) => void;
  log?: (line: string) => void;
  /** Stops an archive that inflates past this (default 32 GB: both repositories with their PDFs are far below). */
  maxInflatedBytes?: number;
  batch?: Partial<BatchLimits>;
  /** Files to write from which the search indexes are set aside and built at the end (search-indexes.ts). */
  deferSearchIndexesFrom?: number;
  /**
   * Leaves indexes set aside for the caller to build (rebuildSearchIndexes) after installing more: `all` builds
   * them once, after both collections, not after each.
   */
  keepSearchIndexesAside?: boolean;
}

const DEFAULT_BATCH = { files: 250, bytes: 8_000_000 };
/** Files read and handed to the parsing thread ahead of the one being written: enough to keep it busy. */
const PARSE_AHEAD = 64;

/**
 * Installs one collection: every file of its archive the library reads is checked against the manifest carried
 * in this repository (size, then sha256; a changed or unknown file is refused by name and nothing of it written),
 * read into a document, and written with its provenance and its line in the ledger. Files the ledger already
 * holds with the same checksum are passed over, so an interrupted install resumes and a second run changes
 * nothing. Then the codes printed in parts are assembled, and the citator is brought up to date, so that what
 * was installed is fully cited when this returns.
 */
export async function installCollection(
  db: Database,
  collection: CollectionDefinition,
  options: InstallOptions = {},
): Promise<InstallSummary> {
  const log = options.log ?? (() => {});
  const manifest = await readManifest(collection.manifestFile);
  if (manifest.commit !== collection.commit) {
    throw new Error(`the manifest of ${collection.id} is of commit ${manifest.commit}, not ${collection.commit}`);
  }
  const from = options.from ?? pinnedArchiveUrl(collection);
  log(`${collection.label}: reading ${from}`);
  await beginInstall(db, collection.id, collection.commit);
  try {
    const summary = await run(db, collection, manifest, from, options);
    if (!summary.interrupted) await finishInstall(db, collection.id);
    return summary;
  } catch (error) {
    await failInstall(db, collection.id, (error as Error).message).catch(() => {});
    throw error;
  }
}

async function run(
  db: Database,
  collection: CollectionDefinition,
  manifest: Manifest,
  from: string,
  options: InstallOptions,
): Promise<InstallSummary> {
  const tally = new InstallTally();
  const log = options.log ?? (() => {});
  const recorded = await recordedFiles(db, collection.id);
  // The pages kept for codes printed in parts: a new version of one is staged again, never written on its own.
  const staged = await stagedPaths(db, collection.id);
  const lanes = db.kind === 'postgres' ? 2 : 1;
  const batches = new CopyBatches(db, tally, { ...DEFAULT_BATCH, lanes, ...options.batch });
  const seen = new Set<string>();
  const entries = openEntries(from, {
    repositoryName: repositoryName(collection),
    commit: collection.commit,
    maxInflatedBytes: options.maxInflatedBytes ?? 32e9,
    signal: options.signal,
  });
  const parser = startFileParser(collection);
  // Files in the order they were read, each parsing: placed in that order, so that the outcome is the same as
  // reading them one by one.
  const parsing: Array<{ file: LibraryFile; size: number; parsed: Promise<ParsedFile> }> = [];
  const placeNext = async () => {
    const next = parsing.shift()!;
    await place(next.file, await next.parsed, next.size);
    options.onProgress?.(tally, manifest.files.size);
  };
  const placeWhatWasRead = async () => {
    try {
      while (parsing.length > 0) await placeNext();
    } catch {
      // The parser or the database failed as well: the rerun reads the rest again.
    }
  };
  const aside = await setSearchIndexesAside(db, manifest.files.size - recorded.size, options.deferSearchIndexesFrom);
  if (aside) log(`${collection.label}: the search indexes are set aside while the files are written`);
  let interrupted: boolean;
  try {
    interrupted = await writeFiles();
  } finally {
    // Built again however the writing ended: an interrupted or failed install leaves a library that searches.
    if (aside && !options.keepSearchIndexesAside) {
      await rebuildSearchIndexes(db, (line) => log(`${collection.label}: ${line}`));
    }
  }
  const missingPaths = interrupted ? [] : [...manifest.files.keys()].filter((path) => !seen.has(path));
  const codesAssembled = interrupted ? [] : await assembleCodes(db, collection.id);
  const folded = interrupted ? null : await foldDuplicates(db);
  // What was installed is fully cited before the install returns: every text read by the current citator, and the
  // report pages it cites mapped to their decisions.
  const citatorStarted = Date.now();
  const cited = interrupted ? null : await catchUpCitations(db, { signal: options.signal });
  const citator = cited === null ? null : { documents: cited, ms: Date.now() - citatorStarted };
  const crosswalk = interrupted || options.signal?.aborted ? null : await buildCrosswalk(db);
  if (!interrupted && tally.documentsWritten > 0) await refreshStatistics(db);
  return tally.summary({
    collection: collection.id,
    commit: collection.commit,
    expected: manifest.files.size,
    missing: missingPaths.length,
    missingPaths: missingPaths.slice(0, 20),
    codesAssembled,
    folded,
    citator,
    crosswalk,
    interrupted,
  });

  /** Reads, parses and writes every file; true when interrupted. */
  async function writeFiles(): Promise<boolean> {
    let stopped = false;
    try {
      for await (const entry of entries) {
        if (options.signal?.aborted) {
          stopped = true;
          break;
        }
        await readEntry(entry);
        if (parsing.length >= PARSE_AHEAD) await placeNext();
        else options.onProgress?.(tally, manifest.files.size);
      }
      while (parsing.length > 0) await placeNext();
    } catch (error) {
      // A broken archive stops the install only once what was read before the break is written and the batches
      // being written have ended: what the ledger holds when the error is reported is what a rerun finds.
      for (const { parsed } of parsing) parsed.catch(() => {});
      await placeWhatWasRead();
      await batches.settle();
      throw error;
    } finally {
      await parser.close();
    }
    await batches.finish();
    return stopped;
  }

  async function readEntry(entry: ArchiveEntry): Promise<void> {
    if (entry.type === 'directory') return;
    const unsafe = unsafePathReason(entry.path);
    if (unsafe) return refuse(entry, `its path ${unsafe}`);
    if (!collection.selected(entry.path)) return entry.skip();
    if (entry.type !== 'file') return refuse(entry, entry.type === 'link' ? 'is a link' : 'is not a regular file');
    const expected = manifest.files.get(entry.path);
    if (!expected)
      return refuse(entry, `is not in the manifest of commit ${collection.commit.slice(0, 7)} (unknown file)`);
    seen.add(entry.path);
    if (entry.size !== expected.bytes) {
      return refuse(entry, `changed: ${entry.size} bytes where the manifest has ${expected.bytes}`);
    }
    if (recorded.get(entry.path) === expected.sha256) {
      tally.unchanged += 1;
      return entry.skip();
    }
    let bytes: Buffer;
    try {
      bytes = await entry.read(expected.bytes);
    } catch (error) {
      if (error instanceof EntryTooLargeError) return refuse(entry, `changed: ${error.message}`);
      throw error;
    }
    if (createHash('sha256').update(bytes).digest('hex') !== expected.sha256) {
      return refuse(entry, 'changed: its sha256 differs from the manifest');
    }
    tally.read += 1;
    const file = { collection: collection.id, path: entry.path, sha256: expected.sha256 };
    parsing.push({ file, size: bytes.length, parsed: parser.parse(entry.path, bytes) });
  }

  /** A parsed file goes where it belongs: skipped (with its reason), staged as a part of a code, or written. */
  async function place(file: LibraryFile, parsed: ParsedFile, size: number): Promise<void> {
    if (!parsed.ok) {
      if (parsed.readFrom) tally.companions += 1;
      return batches.skip({ ...file, reason: parsed.skipped, companion: Boolean(parsed.readFrom) });
    }
    const copy = { ...file, document: parsed.document, provenance: parsed.provenance };
    const part =
      parsed.part ??
      (parsed.separateOpinion ? opinionPart(parsed.separateOpinion) : undefined) ??
      (staged.has(file.path) ? await headOf(file.path) : undefined);
    if (part) {
      return batches.part(
        { ...copy, codeCitation: part.codeCitation, headings: part.headings, sortKey: part.order },
        size,
      );
    }
    return batches.add({ ...copy, prepared: parsed.prepared }, size);
  }

  /** A code's own page, staged before its parts (code-parts.ts keeps it there after the first assembly). */
  async function headOf(path: string) {
    const row = await stagedCodeOf(db, collection.id, path);
    return row ? { codeCitation: row.code_citation, headings: row.headings, order: row.sort_key } : undefined;
  }

  async function refuse(entry: ArchiveEntry, reason: string): Promise<void> {
    tally.refuse(entry.path, reason);
    options.log?.(`${collection.id}: refused ${JSON.stringify(entry.path)}: ${reason}`);
    await entry.skip();
  }
}

/**
 * A separate opinion printed on a page of its own joins its decision the way a code's parts join the code: after
 * the decision's own text, in the order the publisher lists the opinions, each under its heading.
 */
function opinionPart(opinion: SeparateOpinion): CodePart {
  const byline = opinion.author ? ` – ${formatLawyerName(opinion.author)}` : '';
  return {
    codeCitation: opinion.decisionCitation,
    headings: [`${opinion.heading}${byline}`],
    order: [1, opinion.order ?? 999],
  };
}
