import type { Queryable } from '@batas/db';
import { TODAY_SQL } from '../analytics/analytics-day.ts';
import { DOCUMENT_COLUMNS, presentDocument, type DocumentRow } from '../../presenters/document.ts';

export async function getDocumentById(db: Queryable, id: string) {
  const result = await db.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = $1`, [id]);
  return result.rows[0] ? presentDocument(result.rows[0]) : null;
}

/**
 * Counted when the viewer opens a document: the all-time total feeds 'Popular in the Law Library', the day's count
 * the Analytics page. One statement, so the view costs the request one round trip as before.
 */
export async function recordDocumentView(db: Queryable, id: string): Promise<void> {
  await db.query(
    `WITH counted AS (UPDATE documents SET view_count = view_count + 1 WHERE id = $1 RETURNING id)
     INSERT INTO document_view_days AS v (day, document_id, views)
     SELECT ${TODAY_SQL}, id, 1 FROM counted
     ON CONFLICT (day, document_id) DO UPDATE SET views = v.views + 1`,
    [id],
  );
}
