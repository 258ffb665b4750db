import { isLawType } from '@batas/shared/constants';
import { lawProvisions } from '@batas/shared/document-structure';
import type { Queryable } from '../client.ts';

/** Raise it when the reading of provisions changes: every document is then read again after start (catch-up.ts). */
export const PROVISIONS_VERSION = 1;

export interface ProvisionSource {
  id: string;
  documentType: string;
  content: string | null;
  htmlContent: string | null;
}

/**
 * Replaces the indexed provisions of these documents (a law's, read from its body; none for anything else) and
 * records that they were read with this version. Runs inside the caller's transaction: the write path's, so a
 * document and its provisions never disagree.
 */
export async function recordProvisions(db: Queryable, documents: readonly ProvisionSource[]): Promise<void> {
  if (documents.length === 0) return;
  const ids = documents.map((document) => document.id);
  const rows = documents.flatMap((document) =>
    isLawType(document.documentType)
      ? lawProvisions(document).map((provision) => ({ document_id: document.id, ...provision }))
      : [],
  );
  await db.query('DELETE FROM document_provisions WHERE document_id = ANY($1::uuid[])', [ids]);
  if (rows.length > 0) {
    await db.query(
      `INSERT INTO document_provisions (document_id, position, anchor, label, heading, topics, passage)
       SELECT document_id, position, anchor, label, heading, topics, passage
         FROM jsonb_to_recordset($1::jsonb)
           AS x(document_id uuid, position integer, anchor text, label text, heading text, topics text, passage text)`,
      [JSON.stringify(rows)],
    );
  }
  await db.query(
    `INSERT INTO document_provision_scans (document_id, version) SELECT unnest($1::uuid[]), $2
     ON CONFLICT (document_id) DO UPDATE SET version = excluded.version`,
    [ids, PROVISIONS_VERSION],
  );
}
