import type { Database } from '../client.ts';
import type { DocumentInput, UpsertResult } from './document-input.ts';
import { prepareDocument } from './prepare-document.ts';
import { slugIsIdentity, writeChunk } from './write-chunk.ts';

export type InsertResult = UpsertResult | { status: 'exists'; id: string; slug: string };

/**
 * The admin editor's "Create": like upsertDocument, but a document that is already stored (same identity key,
 * source URL, or — for a document known only by its slug — same slug) is reported, never updated. upsert's
 * "same document, newer version" rule is right for importers and wrong for a person creating something new:
 * it would silently overwrite someone else's document. The check and the write share one transaction; a
 * concurrent insert of the same identity fails on the unique indexes instead.
 */
export async function insertDocument(db: Database, input: DocumentInput): Promise<InsertResult> {
  const doc = prepareDocument(input);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; slug: string }>(
      `SELECT id, slug FROM documents
        WHERE identity_key = $1 OR source_url = $2 OR ($4 AND slug = $3 AND identity_key IS NULL AND source_url IS NULL)
        LIMIT 1`,
      [doc.identity_key, doc.source_url, doc.slug, slugIsIdentity(doc)],
    );
    if (rows[0]) return { status: 'exists' as const, ...rows[0] };
    const [result] = await writeChunk(tx, [{ doc }]);
    if (!result || result.status === 'failed') throw new Error(result?.error ?? 'document was not written');
    return result;
  });
}
