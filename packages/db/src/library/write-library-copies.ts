import type { Database, Queryable } from '../client.ts';
import { citationRowsOf } from '../citator/citation-rows.ts';
import type { PreparedDocument } from '../documents/document-input.ts';
import { prepareDocument } from '../documents/prepare-document.ts';
import { recordProvenance } from '../documents/record-provenance.ts';
import { errorMessage } from '../documents/upsert-document.ts';
import { writeChunk, type ChunkItem } from '../documents/write-chunk.ts';
import type { FileOutcome, LibraryCopy, SkippedFile } from './library-copy.ts';
import { recordFiles } from './library-ledger.ts';

interface Prepared {
  copy: LibraryCopy;
  doc: PreparedDocument;
  item: ChunkItem;
}

interface StoredMatch {
  id: string;
  slug: string;
  identity_key: string | null;
  source_url: string | null;
  text_at_source: boolean;
}

type Plan =
  | { kind: 'write'; outcome: 'inserted' | 'updated' | 'merged'; targetId?: string }
  | { kind: 'merge'; target: StoredMatch };

/**
 * Writes collection files into the library, each with its provenance and its line in the installer's ledger, in
 * one transaction per chunk (so an interrupted install never records a file it did not write). A file whose
 * document the library already holds from another copy (the other collection, the starter library, a scraper, a
 * second file of the same collection) is merged: its provenance is added and the stored text kept, unless the
 * stored document has no text of its own. Files must all come from one collection. `ledger: false` leaves the
 * ledger alone (a code assembled from parts already recorded as parts).
 */
export async function writeLibraryCopies(
  db: Database,
  copies: readonly LibraryCopy[],
  skipped: readonly SkippedFile[] = [],
  options: { ledger?: boolean } = {},
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = new Array(copies.length);
  const prepared: Array<{ index: number; entry: Prepared }> = [];
  const invalid: SkippedFile[] = [...skipped];
  copies.forEach((copy, index) => {
    try {
      const doc = copy.prepared?.doc ?? prepareDocument(copy.document);
      const citations = copy.prepared?.citations ?? citationRowsOf(doc.html_content ?? doc.content);
      const provenance = { ...copy.provenance, collection: copy.collection, path: copy.path };
      prepared.push({ index, entry: { copy, doc, item: { doc, citations, provenance } } });
    } catch (error) {
      const reason = `not a valid document: ${errorMessage(error)}`;
      outcomes[index] = { outcome: 'skipped', reason };
      invalid.push({ ...copy, reason });
    }
  });

  // Two copies of one document in a chunk would both look new: the second waits for the next chunk.
  let chunk: typeof prepared = [];
  let seen = new Set<string>();
  let pendingSkips = invalid;
  const flush = async () => {
    const current = chunk;
    const skips = pendingSkips;
    chunk = [];
    seen = new Set();
    pendingSkips = [];
    const written = await retryOnConflict(() =>
      db.transaction(async (tx) => {
        const results = await writeChunkOfCopies(
          tx,
          current.map(({ entry }) => entry),
        );
        if (options.ledger === false) return results;
        await recordFiles(tx, [
          ...current.map(({ entry }, position) => ({ file: entry.copy, result: results[position]! })),
          ...skips.map((file) => ({
            file,
            result: { outcome: file.companion ? ('companion' as const) : ('skipped' as const), reason: file.reason },
          })),
        ]);
        return results;
      }),
    );
    current.forEach(({ index }, position) => (outcomes[index] = written[position]!));
  };
  for (const entry of prepared) {
    const tokens = identityTokens(entry.entry.doc);
    if (tokens.some((token) => seen.has(token))) await flush();
    chunk.push(entry);
    for (const token of tokens) seen.add(token);
  }
  if (chunk.length > 0 || pendingSkips.length > 0) await flush();
  return outcomes;
}

async function writeChunkOfCopies(tx: Queryable, entries: readonly Prepared[]): Promise<FileOutcome[]> {
  const plans = await planChunk(tx, entries);
  const writes = entries.flatMap((entry, index) => {
    const plan = plans[index]!;
    return plan.kind === 'write' ? [{ index, plan, item: { ...entry.item, targetId: plan.targetId } }] : [];
  });
  const outcomes: FileOutcome[] = new Array(entries.length);
  const results = await writeChunk(
    tx,
    writes.map((write) => write.item),
  );
  writes.forEach(({ index, plan }, position) => {
    const result = results[position]!;
    if (result.status === 'failed') outcomes[index] = { outcome: 'skipped', reason: `not written: ${result.error}` };
    else {
      const outcome = result.status === 'duplicate' ? 'duplicate' : plan.outcome;
      outcomes[index] = { outcome, documentId: result.id, slug: result.slug };
    }
  });
  const merges = entries.flatMap((entry, index) => {
    const plan = plans[index]!;
    return plan.kind === 'merge' ? [{ index, entry, target: plan.target }] : [];
  });
  if (merges.length > 0) {
    await mergeCopies(tx, merges);
    for (const { index, target } of merges) {
      outcomes[index] = { outcome: 'merged', documentId: target.id, slug: target.slug };
    }
  }
  return outcomes;
}

/** Decides, for each copy, between a new document, a new version of its own document, and a merge. */
async function planChunk(tx: Queryable, entries: readonly Prepared[]): Promise<Plan[]> {
  const keys = entries.flatMap(({ doc }) => (doc.identity_key ? [doc.identity_key] : []));
  const urls = entries.flatMap(({ doc }) => (doc.source_url ? [doc.source_url] : []));
  // A constitution has no number: every copy of one charter is known by its date ('1935 Constitution').
  const charters = entries.flatMap(({ doc }) =>
    doc.document_type === 'Constitution' && doc.date_enacted ? [doc.date_enacted] : [],
  );
  const { rows } = await tx.query<StoredMatch & { charter: string | null }>(
    `SELECT id, slug, identity_key, source_url, text_at_source,
            CASE WHEN document_type = 'Constitution' THEN date_enacted::text END AS charter
       FROM documents
      WHERE identity_key = ANY($1::text[]) OR source_url = ANY($2::text[])
         OR (document_type = 'Constitution' AND date_enacted = ANY($3::date[]))`,
    [keys, urls, charters],
  );
  const byKey = new Map(rows.filter((row) => row.identity_key).map((row) => [row.identity_key!, row]));
  const byUrl = new Map(rows.filter((row) => row.source_url).map((row) => [row.source_url!, row]));
  const byCharter = new Map(rows.filter((row) => row.charter).map((row) => [row.charter!, row]));
  const earlier = await documentsMadeBefore(tx, entries);
  return entries.map(({ copy, doc }) => {
    const match =
      (doc.identity_key && byKey.get(doc.identity_key)) ||
      (doc.source_url && byUrl.get(doc.source_url)) ||
      (doc.document_type === 'Constitution' && doc.date_enacted && byCharter.get(doc.date_enacted));
    const before = earlier.get(copy.path);
    if (!match)
      return before ? { kind: 'write', outcome: 'updated', targetId: before } : { kind: 'write', outcome: 'inserted' };
    if (before === match.id) return { kind: 'write', outcome: 'updated', targetId: match.id };
    // The stored document has only the publisher's PDF: this copy's text is better.
    if (match.text_at_source && !doc.text_at_source) return { kind: 'write', outcome: 'merged', targetId: match.id };
    return { kind: 'merge', target: match };
  });
}

/** The document each file of the chunk was installed into by an earlier run, by path. */
async function documentsMadeBefore(tx: Queryable, entries: readonly Prepared[]): Promise<Map<string, string>> {
  const collection = entries[0]?.copy.collection;
  if (!collection) return new Map();
  const { rows } = await tx.query<{ path: string; document_id: string }>(
    'SELECT path, document_id FROM document_sources WHERE collection = $1 AND path = ANY($2::text[])',
    [collection, entries.map(({ copy }) => copy.path)],
  );
  return new Map(rows.map((row) => [row.path, row.document_id]));
}

/** Another copy of a stored document: its provenance joins the document, and it fills what the document lacks. */
async function mergeCopies(
  tx: Queryable,
  merges: ReadonlyArray<{ entry: Prepared; target: StoredMatch }>,
): Promise<void> {
  await recordProvenance(
    tx,
    merges.map(({ entry, target }) => ({ ...entry.item.provenance!, documentId: target.id })),
  );
  const fills = merges
    .filter(({ entry }) => entry.doc.short_title || entry.doc.pdf_url)
    .map(({ entry, target }) => ({ id: target.id, short_title: entry.doc.short_title, pdf_url: entry.doc.pdf_url }));
  if (fills.length === 0) return;
  await tx.query(
    `UPDATE documents d SET short_title = coalesce(d.short_title, x.short_title), pdf_url = coalesce(d.pdf_url, x.pdf_url)
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, short_title text, pdf_url text)
      WHERE d.id = x.id
        AND ((d.short_title IS NULL AND x.short_title IS NOT NULL) OR (d.pdf_url IS NULL AND x.pdf_url IS NOT NULL))`,
    [JSON.stringify(fills)],
  );
}

// Unique violation (another writer took a slug or an identity a moment before), deadlock, serialization failure.
const CONFLICTS = new Set(['23505', '40P01', '40001']);

/**
 * Writers running side by side can both find a slug free, or both find a document new, and the second commit then
 * fails. Written again, the chunk sees what the other writer committed (a taken slug, a document to merge into).
 */
async function retryOnConflict<T>(write: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !CONFLICTS.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}

function identityTokens(doc: PreparedDocument): string[] {
  const tokens: string[] = [];
  if (doc.identity_key) tokens.push(`k:${doc.identity_key}`);
  if (doc.source_url) tokens.push(`u:${doc.source_url}`);
  return tokens;
}
