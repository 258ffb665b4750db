import type { Queryable } from '../client.ts';
import type { FileOutcome, LibraryFile } from './library-copy.ts';

/**
 * The installer's ledger (table library_files): every collection file read, with its checksum and outcome. It is
 * written in the transaction that writes the file's document, so it never claims a file that was not written.
 */
export async function recordFiles(
  db: Queryable,
  entries: ReadonlyArray<{
    file: LibraryFile;
    result: FileOutcome | { outcome: 'part' | 'companion'; reason?: string };
  }>,
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(({ file, result }) => ({
    collection: file.collection,
    path: file.path,
    sha256: file.sha256,
    outcome: result.outcome,
    reason: 'reason' in result ? (result.reason ?? null) : null,
    document_id: 'documentId' in result ? result.documentId : null,
  }));
  await db.query(
    `INSERT INTO library_files (collection, path, sha256, outcome, reason, document_id)
     SELECT collection, path, sha256, outcome, reason, document_id
       FROM jsonb_to_recordset($1::jsonb)
         AS x(collection text, path text, sha256 text, outcome text, reason text, document_id uuid)
     ON CONFLICT (collection, path) DO UPDATE
       SET sha256 = excluded.sha256, outcome = excluded.outcome, reason = excluded.reason,
           document_id = excluded.document_id, recorded_at = now()`,
    [JSON.stringify(rows)],
  );
}

/** path → sha256 of every file of a collection already read: an install skips those it finds unchanged. */
export async function recordedFiles(db: Queryable, collection: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ path: string; sha256: string }>(
    'SELECT path, sha256 FROM library_files WHERE collection = $1',
    [collection],
  );
  return new Map(rows.map((row) => [row.path, row.sha256]));
}

export interface LedgerCounts {
  inserted: number;
  updated: number;
  merged: number;
  duplicate: number;
  skipped: number;
  part: number;
  companion: number;
}

/** How many files of a collection ended each way, over every run. */
export async function ledgerCounts(db: Queryable, collection: string): Promise<LedgerCounts> {
  const { rows } = await db.query<{ outcome: keyof LedgerCounts; n: number }>(
    'SELECT outcome, count(*)::int AS n FROM library_files WHERE collection = $1 GROUP BY outcome',
    [collection],
  );
  const counts: LedgerCounts = { inserted: 0, updated: 0, merged: 0, duplicate: 0, skipped: 0, part: 0, companion: 0 };
  for (const row of rows) counts[row.outcome] = row.n;
  return counts;
}
