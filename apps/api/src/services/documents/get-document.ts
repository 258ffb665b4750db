import type { Queryable } from '@batas/db';
import { DOCUMENT_COLUMNS, presentDocument, type DocumentRow } from '../../presenters/document.ts';

export async function getDocumentById(db: Queryable, id: string) {
  const result = await db.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = $1`, [id]);
  return result.rows[0] ? presentDocument(result.rows[0]) : null;
}

/** Counted when the viewer opens a document; feeds 'Popular in the Law Library'. */
export async function recordDocumentView(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE documents SET view_count = view_count + 1 WHERE id = $1', [id]);
}
