import type { Database } from '../client.ts';
import { CITATOR_VERSION } from './citation-rows.ts';
import { recordCitations } from './record-citations.ts';

interface PendingRow {
  id: string;
  content: string | null;
  citation_keys: string[];
  date: string | null;
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
  let done = 0;
  for (;;) {
    if (options.signal?.aborted) return done;
    const { rows } = await db.query<PendingRow>(
      `SELECT d.id, coalesce(d.html_content, d.content) AS content, d.citation_keys, d.document_date::text AS date
       FROM documents d LEFT JOIN document_counters c ON c.document_id = d.id
       WHERE coalesce(c.citations_version, 0) < $1 ORDER BY d.id LIMIT $2`,
      [CITATOR_VERSION, batchSize],
    );
    if (rows.length === 0) return done;
    await db.transaction((tx) =>
      recordCitations(
        tx,
        rows.map((row) => ({ id: row.id, content: row.content, citationKeys: row.citation_keys, date: row.date })),
      ),
    );
    done += rows.length;
  }
}
