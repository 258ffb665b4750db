import type { Database } from '../client.ts';
import { CITATOR_VERSION } from './citation-rows.ts';
import { recordCitations } from './record-citations.ts';

interface PendingRow {
  id: string;
  content: string | null;
  citation_keys: string[];
  date: string | null;
  title: string;
  document_type: string;
}

/**
 * Brings every document up to the current citator: documents stored before the citator existed, or read by an
 * older extractor, have their citations recorded, a batch per transaction. Safe to run while others write (the
 * citator lock orders them) and to stop at any batch; returns how many documents it read.
 */
export async function catchUpCitations(
  db: Database,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 200;
  if (await everyDocumentIsCurrent(db)) return 0;
  let done = 0;
  for (;;) {
    if (options.signal?.aborted) return done;
    const { rows } = await db.query<PendingRow>(
      `SELECT d.id, coalesce(d.html_content, d.content) AS content, d.citation_keys, d.document_date::text AS date,
              d.title, d.document_type
       FROM documents d LEFT JOIN document_counters c ON c.document_id = d.id
       WHERE coalesce(c.citations_version, 0) < $1 ORDER BY d.id LIMIT $2`,
      [CITATOR_VERSION, batchSize],
    );
    if (rows.length === 0) return done;
    await db.transaction((tx) =>
      recordCitations(
        tx,
        rows.map((row) => ({
          id: row.id,
          content: row.content,
          citationKeys: row.citation_keys,
          date: row.date,
          title: row.title,
          documentType: row.document_type,
        })),
      ),
    );
    done += rows.length;
  }
}

/**
 * Whether the citator has read every document with its current version: as many documents as counters rows of that
 * version (each counters row belongs to a document). Two index or small-table counts, where the search for pending
 * documents below walks the whole library: 433 ms on every start at 100,000 documents, with nothing to do.
 */
async function everyDocumentIsCurrent(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ current: boolean }>(
    `SELECT (SELECT count(*) FROM documents) =
            (SELECT count(*) FROM document_counters WHERE citations_version >= $1) AS current`,
    [CITATOR_VERSION],
  );
  return rows[0]?.current ?? false;
}
