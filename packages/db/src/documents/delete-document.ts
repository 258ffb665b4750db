import type { Queryable } from '../client.ts';
import { forgetDocument } from '../citator/record-citations.ts';

export interface DeletedDocument {
  title: string;
  slug: string;
  citation: string | null;
}

/**
 * Removes a document inside the caller's transaction, and lets the citator settle what it leaves: citations of
 * it are unlinked, and those that were undecided between it and another document may now name that one.
 * Returns what was deleted, or null when there was no such document.
 */
export async function deleteDocumentById(db: Queryable, id: string): Promise<DeletedDocument | null> {
  const cited = await db.query<{ cited_id: string }>(
    'SELECT DISTINCT cited_id FROM document_citations WHERE citing_id = $1 AND cited_id IS NOT NULL',
    [id],
  );
  const { rows } = await db.query<DeletedDocument & { citation_keys: string[] }>(
    'DELETE FROM documents WHERE id = $1 RETURNING title, slug, citation, citation_keys',
    [id],
  );
  const deleted = rows[0];
  if (!deleted) return null;
  await forgetDocument(db, {
    citationKeys: deleted.citation_keys,
    citedIds: cited.rows.map((row) => row.cited_id),
  });
  return { title: deleted.title, slug: deleted.slug, citation: deleted.citation };
}
