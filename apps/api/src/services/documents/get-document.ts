import type { Queryable } from '@batas/db';
import { TODAY_SQL } from '../analytics/analytics-day.ts';
import { firstViewToday, type Visitor } from '../analytics/daily-visitors.ts';
import { DOCUMENT_COLUMNS, presentDocument, type DocumentRow } from '../../presenters/document.ts';

export async function getDocumentById(db: Queryable, id: string) {
  const result = await db.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = $1`, [id]);
  return result.rows[0] ? presentDocument(result.rows[0]) : null;
}

/**
 * Counted when the viewer opens a document, once per visitor a day (daily-visitors.ts): the all-time total feeds
 * 'Popular in the Law Library', the day's count the Analytics page.
 */
export async function recordDocumentView(db: Queryable, id: string, visitor: Visitor): Promise<void> {
  if (!(await firstViewToday(db, 'document', id, visitor))) return;
  await db.query(
    `WITH counted AS (UPDATE documents SET view_count = view_count + 1 WHERE id = $1 RETURNING id)
     INSERT INTO document_view_days AS v (day, document_id, views)
     SELECT ${TODAY_SQL}, id, 1 FROM counted
     ON CONFLICT (day, document_id) DO UPDATE SET views = v.views + 1`,
    [id],
  );
}
