import type { Database } from '../client.ts';
import { PROVISIONS_VERSION, recordProvisions, type ProvisionSource } from './record-provisions.ts';

/**
 * Indexes the provisions of the documents stored before the index existed, or read by an older version of it, a
 * batch per transaction (the citator's catch-up does the same for citations). Safe to stop at any batch and to run
 * in several processes (a document read twice is replaced by the same rows); returns how many documents it read.
 */
export async function catchUpProvisions(
  db: Database,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 100;
  if (await everyDocumentIsCurrent(db)) return 0;
  let done = 0;
  for (;;) {
    if (options.signal?.aborted) return done;
    const { rows } = await db.query<ProvisionSource>(
      `SELECT d.id, d.document_type AS "documentType", d.content, d.html_content AS "htmlContent"
         FROM documents d LEFT JOIN document_provision_scans s ON s.document_id = d.id
        WHERE coalesce(s.version, 0) < $1 ORDER BY d.id LIMIT $2`,
      [PROVISIONS_VERSION, batchSize],
    );
    if (rows.length === 0) return done;
    await db.transaction((tx) => recordProvisions(tx, rows));
    done += rows.length;
  }
}

/** Two counts (as many scans of this version as documents) instead of the walk over the library above. */
async function everyDocumentIsCurrent(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ current: boolean }>(
    `SELECT (SELECT count(*) FROM documents) =
            (SELECT count(*) FROM document_provision_scans WHERE version >= $1) AS current`,
    [PROVISIONS_VERSION],
  );
  return rows[0]?.current ?? false;
}
