import { basename } from 'node:path';
import type { Database } from '../client.ts';
import type { DocumentInput } from '../documents/document-input.ts';
import { upsertDocuments } from '../documents/upsert-document.ts';
import { documentFromRecord } from './document-record.ts';
import { ImportTally, type ImportOptions, type ImportSummary } from './import-report.ts';
import { readLines } from './read-lines.ts';

export interface JsonlImportOptions extends ImportOptions {
  /** How the documents arrived, for operators ('import:jsonl' unless a line says otherwise). */
  source?: string;
}

/**
 * `npm run import:documents -- FILE.jsonl[.gz]`: one document per line. Lines are parsed and queued, and
 * every `batchSize` documents go through the library's batch path in one transaction. A line that
 * is not JSON, or not a valid document, is reported with its number and skipped; blank lines are ignored.
 * A line without a publisher (sourceName) is credited to the file it came from.
 */
export async function importDocumentsJsonl(
  db: Database,
  path: string,
  options: JsonlImportOptions = {},
): Promise<ImportSummary> {
  const defaults = { source: options.source ?? 'import:jsonl', sourceName: basename(path) };
  const tally = new ImportTally('import-documents', options.log);
  // Four write chunks per batch: the library's batch path prepares the next chunk while the database writes one.
  const batchSize = options.batchSize ?? 2000;
  let batch: Array<{ line: number; input: DocumentInput }> = [];

  const flush = async () => {
    const results = await upsertDocuments(
      db,
      batch.map((entry) => entry.input),
    );
    results.forEach((result, index) => {
      const { line } = batch[index]!;
      if (result.status === 'failed') tally.record('failed', line, result.error);
      else tally.record(result.status, line);
    });
    batch = [];
    tally.progress();
  };

  for await (const { line, text } of readLines(path)) {
    if (text.trim() === '') continue;
    let input: DocumentInput;
    try {
      input = withDefaults(documentFromRecord(JSON.parse(text)), defaults);
    } catch (error) {
      const reason = error instanceof SyntaxError ? `invalid JSON (${error.message})` : (error as Error).message;
      tally.record('failed', line, reason);
      continue;
    }
    batch.push({ line, input });
    if (batch.length >= batchSize) {
      await flush();
      if (options.signal?.aborted) return tally.finish(true);
    }
  }
  if (batch.length > 0) await flush();
  return tally.finish();
}

function withDefaults(input: DocumentInput, defaults: { source: string; sourceName: string }): DocumentInput {
  return { ...input, source: input.source || defaults.source, sourceName: input.sourceName || defaults.sourceName };
}
