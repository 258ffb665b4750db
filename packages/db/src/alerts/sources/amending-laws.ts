import type { NewsSource } from '../alert-row.ts';
import { notFoundYet } from '../alert-row.ts';

/**
 * A followed law's news from its status (packages/db/src/relations): laws that arrived after `since` and amend or
 * repeal it, with the sentence that says so. A law that both amends and repeals parts of it is one item: the repeal
 * is named, being the stronger news.
 */
export const amendingLaws: NewsSource = async (db, alert, { since, limit }) => {
  if (!alert.document_id) return [];
  const { rows } = await db.query<{ id: string; kind: string; context: string }>(
    `SELECT id, kind, context FROM (
       SELECT DISTINCT ON (d.id) d.id, d.created_at, r.kind, r.context
         FROM document_relations r JOIN documents d ON d.id = r.source_id
        WHERE r.target_id = $4 AND r.kind IN ('amends', 'repeals') AND d.created_at > $2 AND ${notFoundYet('$1')}
        ORDER BY d.id, (r.kind = 'repeals') DESC, r.position) AS acting
     ORDER BY created_at, id LIMIT $3`,
    [alert.id, since, limit, alert.document_id],
  );
  return rows.map((row) => ({ documentId: row.id, reason: row.kind, citingSentence: row.context }));
};
