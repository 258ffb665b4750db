import type { Database } from '../client.ts';
import type { DocumentInput } from '../documents/document-input.ts';
import { upsertDocuments } from '../documents/upsert-document.ts';
import { documentFromRecord } from './document-record.ts';
import { ImportTally, type ImportOptions, type ImportSummary } from './import-report.ts';
import { readLines } from './read-lines.ts';

/**
 * `npm run import:documents -- FILE.jsonl`: one document per line. Lines are parsed and queued, and
 * every `batchSize` documents go through the library's batch path in one transaction. A line that
 * is not JSON, or not a valid document, is reported with its number and skipped; blank lines are ignored.
 */
export async function importDocumentsJsonl(
  db: Database,
  path: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const tally = new ImportTally('import-documents', options.log);
  const batchSize = options.batchSize ?? 500;
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
      input = documentFromRecord(JSON.parse(text));
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
