import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../client.ts';
import type { DocumentInput } from '../documents/document-input.ts';
import { upsertDocuments } from '../documents/upsert-document.ts';
import { ImportFileError, ImportTally, type ImportOptions, type ImportSummary } from './import-report.ts';
import { readLines } from './read-lines.ts';
import { documentFromManifest, parseManifestEntry } from './sample/manifest.ts';
import { readSampleBody } from './sample/read-sample-file.ts';

/**
 * `npm run import:sample -- DIR`: a folder laid out like the original sample (manifest.jsonl plus the
 * files it lists). Each manifest line becomes one document; a line whose file is missing, altered
 * (sha256 differs from the manifest) or unreadable is reported with its manifest line number.
 */
export async function importSampleFolder(
  db: Database,
  dir: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const manifest = join(dir, 'manifest.jsonl');
  if (!existsSync(manifest)) throw new ImportFileError(`${dir} has no manifest.jsonl: not a sample folder`);
  const tally = new ImportTally('import-sample', options.log);
  // Files run to 300 KB (the Revised Penal Code): small batches keep memory flat.
  const batchSize = options.batchSize ?? 50;
  let pending: Array<{ line: number; input: Promise<DocumentInput> }> = [];

  const flush = async () => {
    const settled = await Promise.allSettled(pending.map((entry) => entry.input));
    const ready: Array<{ line: number; input: DocumentInput }> = [];
    settled.forEach((outcome, index) => {
      const { line } = pending[index]!;
      if (outcome.status === 'fulfilled') ready.push({ line, input: outcome.value });
      else tally.record('failed', line, (outcome.reason as Error).message);
    });
    const results = await upsertDocuments(
      db,
      ready.map((entry) => entry.input),
    );
    results.forEach((result, index) => {
      const { line } = ready[index]!;
      if (result.status === 'failed') tally.record('failed', line, result.error);
      else tally.record(result.status, line);
    });
    pending = [];
    tally.progress();
  };

  for await (const { line, text } of readLines(manifest)) {
    if (text.trim() === '') continue;
    // Files are read concurrently within a batch; the promise settles into a document or an error.
    const input = loadSampleEntry(dir, text);
    // Settled by flush(); without a handler now, a file that fails before then would count as unhandled.
    input.catch(() => {});
    pending.push({ line, input });
    if (pending.length >= batchSize) {
      await flush();
      if (options.signal?.aborted) return tally.finish(true);
    }
  }
  if (pending.length > 0) await flush();
  return tally.finish();
}

/** One manifest line → its document, with the files checked against the manifest's digests. */
export async function loadSampleEntry(dir: string, text: string): Promise<DocumentInput> {
  let entry;
  try {
    entry = parseManifestEntry(JSON.parse(text));
  } catch (error) {
    throw new Error(error instanceof SyntaxError ? `invalid JSON (${error.message})` : (error as Error).message, {
      cause: error,
    });
  }
  for (const file of entry.files) {
    const path = join(dir, file.path);
    if (!existsSync(path)) throw new Error(`${entry.id}: file ${file.path} is missing`);
    if (file.sha256) {
      const digest = createHash('sha256')
        .update(await readFile(path))
        .digest('hex');
      if (digest !== file.sha256)
        throw new Error(`${entry.id}: ${file.path} does not match the manifest's sha256 (file changed?)`);
    }
  }
  try {
    return documentFromManifest(entry, await readSampleBody(dir, entry));
  } catch (error) {
    throw new Error(`${entry.id}: ${(error as Error).message}`, { cause: error });
  }
}
