import type { Queryable } from '@batas/db';
import type { LawStatus } from '@batas/shared/contracts/document-relations';

/**
 * The status badge of each listed document, from what the texts say of it (document_relations): struck down by a
 * decision, repealed as a whole, or amended (an amendment or a repeal in part). One index probe per listed document;
 * documents nothing acts on are absent.
 */
export async function lawStatuses(db: Queryable, ids: readonly string[]): Promise<Map<string, LawStatus>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; status: Exclude<LawStatus, null> }>(
    `SELECT target_id AS id,
            CASE WHEN bool_or(kind = 'declaresUnconstitutional') THEN 'struck_down'
                 WHEN bool_or(kind = 'repeals' AND NOT partial) THEN 'repealed'
                 ELSE 'amended' END AS status
     FROM document_relations WHERE target_id = ANY($1::uuid[]) GROUP BY target_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}
