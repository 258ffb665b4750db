import type { Database } from '../client.ts';
import {
  DocumentValidationError,
  type BatchItemResult,
  type DocumentInput,
  type UpsertResult,
} from './document-input.ts';
import { citationRowsOf } from '../citator/citation-rows.ts';
import { prepareDocument } from './prepare-document.ts';
import { DocumentConflictError, slugIsIdentity, writeChunk, type ChunkItem } from './write-chunk.ts';

/**
 * THE way a document enters the library. Importers, the demo seed, the scrapers and the admin
 * editor all come through here, so slugs, identity keys, citation keys, sanitised HTML and the
 * duplicate/update decision are the same whoever writes.
 */
export interface UpsertOptions {
  /** Admin editor: update this document, even if its citation (hence identity) changed. */
  id?: string;
}

export async function upsertDocument(
  db: Database,
  input: DocumentInput,
  options: UpsertOptions = {},
): Promise<UpsertResult> {
  const doc = prepareDocument(input);
  const [result] = await db.transaction((tx) => writeChunk(tx, [{ doc, targetId: options.id }]));
  if (!result || result.status === 'failed')
    throw new DocumentConflictError(result?.error ?? 'document was not written');
  return result;
}

export interface BatchOptions {
  /** Rows per INSERT/UPDATE statement and transaction. */
  chunkSize?: number;
  /** Upper bound of a chunk's JSON payload, so a few huge codes do not make one giant statement. */
  chunkBytes?: number;
}

/**
 * Bulk path for importers and scrapers: validates every input, then writes chunks of up to
 * `chunkSize` documents, each chunk in one transaction with one multi-row INSERT and UPDATE.
 * Never throws for a bad document: its result is { status: 'failed', error }. If a chunk fails as a
 * whole (a concurrent writer took a slug or key in between), its documents are retried one by one
 * so that only the offending one fails.
 */
export async function upsertDocuments(
  db: Database,
  inputs: readonly DocumentInput[],
  options: BatchOptions = {},
): Promise<BatchItemResult[]> {
  const chunkSize = options.chunkSize ?? 500;
  const chunkBytes = options.chunkBytes ?? 8_000_000;
  const results: BatchItemResult[] = new Array(inputs.length);

  let chunk: Array<{ index: number; item: ChunkItem }> = [];
  let bytes = 0;
  let identities = new Set<string>();
  // Chunks are written one after another, but the next chunk is prepared (validated, its citations read) while
  // the database writes the previous one: on two cores the JavaScript work then costs no wall time.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (chunk.length === 0) return;
    const current = chunk;
    chunk = [];
    bytes = 0;
    identities = new Set();
    await writing;
    writing = writeWithFallback(
      db,
      current.map((entry) => entry.item),
    ).then((written) => current.forEach((entry, position) => (results[entry.index] = written[position]!)));
    // Awaited at the next flush or at the end; until then a failure must not count as unhandled.
    writing.catch(() => {});
  };

  for (let index = 0; index < inputs.length; index++) {
    let item: ChunkItem;
    try {
      const doc = prepareDocument(inputs[index]!);
      item = { doc, citations: citationRowsOf(doc.html_content ?? doc.content) };
    } catch (error) {
      results[index] = { status: 'failed', error: errorMessage(error) };
      continue;
    }
    // A chunk is written with one lookup, so a second version of the same document must wait
    // for the next chunk, where it will see the first one as existing.
    const keys = identityTokens(item);
    const size = approximateSize(item);
    if (
      keys.some((key) => identities.has(key)) ||
      chunk.length >= chunkSize ||
      (chunk.length > 0 && bytes + size > chunkBytes)
    ) {
      await flush();
    }
    chunk.push({ index, item });
    bytes += size;
    for (const key of keys) identities.add(key);
  }
  await flush();
  await writing;
  return results;
}

async function writeWithFallback(db: Database, items: ChunkItem[]): Promise<BatchItemResult[]> {
  try {
    return await db.transaction((tx) => writeChunk(tx, items));
  } catch (error) {
    if (items.length === 1) return [{ status: 'failed', error: errorMessage(error) }];
    const results: BatchItemResult[] = [];
    for (const item of items) results.push(...(await writeWithFallback(db, [item])));
    return results;
  }
}

function identityTokens({ doc }: ChunkItem): string[] {
  const tokens: string[] = [];
  if (doc.identity_key) tokens.push(`k:${doc.identity_key}`);
  if (doc.source_url) tokens.push(`u:${doc.source_url}`);
  if (slugIsIdentity(doc) || doc.slug_explicit) tokens.push(`s:${doc.slug}`);
  return tokens;
}

function approximateSize({ doc }: ChunkItem): number {
  return (doc.content?.length ?? 0) + (doc.html_content?.length ?? 0) + (doc.summary?.length ?? 0) + 1000;
}

export function errorMessage(error: unknown): string {
  if (error instanceof DocumentValidationError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
