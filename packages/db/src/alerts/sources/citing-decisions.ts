import type { NewsSource } from '../alert-row.ts';
import { notFoundYet } from '../alert-row.ts';

/**
 * The sentence of the citing decision around its citation, as the digest quotes it. The citator does not keep it
 * yet: once document_citations has its context column, read it here (`c.context`) and every digest and the
 * dashboard show it; until then there is none, and nothing stands in its place.
 */
const CITING_SENTENCE_SQL = 'NULL::text';

/**
 * A followed document's news from the citator: decisions that arrived after `since` and cite it (document_citations
 * resolved to it). A decision citing it twice is one item; its first citation gives the sentence.
 */
export const citingDecisions: NewsSource = async (db, alert, { since, limit }) => {
  if (!alert.document_id) return [];
  const { rows } = await db.query<{ id: string; citing_sentence: string | null }>(
    `SELECT id, citing_sentence FROM (
       SELECT DISTINCT ON (d.id) d.id, d.created_at, ${CITING_SENTENCE_SQL} AS citing_sentence
         FROM document_citations c JOIN documents d ON d.id = c.citing_id
        WHERE c.cited_id = $4 AND d.created_at > $2 AND document_is_decision(d.document_type) AND ${notFoundYet('$1')}
        ORDER BY d.id, c.position) AS citing
     ORDER BY created_at, id LIMIT $3`,
    [alert.id, since, limit, alert.document_id],
  );
  return rows.map((row) => ({ documentId: row.id, reason: 'cites', citingSentence: row.citing_sentence }));
};
