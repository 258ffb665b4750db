import type { Queryable } from '../client.ts';
import { ledgerCounts, type LedgerCounts } from './library-ledger.ts';

/** What the library knows of one collection (table library_collections); this module alone writes it. */
export interface CollectionStatus {
  id: string;
  status: 'installing' | 'installed' | 'failed';
  commitSha: string;
  counts: Partial<LedgerCounts> & { documents?: number };
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

interface StatusRow {
  id: string;
  status: CollectionStatus['status'];
  commit_sha: string;
  counts: CollectionStatus['counts'];
  error: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function collectionStatuses(db: Queryable): Promise<CollectionStatus[]> {
  const { rows } = await db.query<StatusRow>('SELECT * FROM library_collections ORDER BY id');
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    commitSha: row.commit_sha,
    counts: row.counts,
    error: row.error,
    startedAt: iso(row.started_at)!,
    finishedAt: iso(row.finished_at),
  }));
}

export async function beginInstall(db: Queryable, collection: string, commitSha: string): Promise<void> {
  await db.query(
    `INSERT INTO library_collections (id, status, commit_sha, started_at) VALUES ($1, 'installing', $2, now())
     ON CONFLICT (id) DO UPDATE SET status = 'installing', commit_sha = excluded.commit_sha, error = NULL,
       started_at = now(), finished_at = NULL`,
    [collection, commitSha],
  );
}

/** The collection is installed: its counts are the ledger's, over every run, and the documents it made. */
export async function finishInstall(db: Queryable, collection: string): Promise<LedgerCounts & { documents: number }> {
  const counts = await ledgerCounts(db, collection);
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(DISTINCT document_id)::int AS n FROM document_sources WHERE collection = $1',
    [collection],
  );
  const summary = { ...counts, documents: rows[0]?.n ?? 0 };
  await db.query(
    `UPDATE library_collections SET status = 'installed', counts = $2, error = NULL, finished_at = now() WHERE id = $1`,
    [collection, JSON.stringify(summary)],
  );
  return summary;
}

export async function failInstall(db: Queryable, collection: string, error: string): Promise<void> {
  await db.query(`UPDATE library_collections SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`, [
    collection,
    error.slice(0, 2000),
  ]);
}
