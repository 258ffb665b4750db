/**
 * The score of a candidate, highest first. Tiers are orders of magnitude apart so that a weaker
 * signal never overtakes a stronger one, and the text rank orders documents within a tier:
 *   1000  the document the query cites (citation key hit);
 *    100  every query term is in the document's name (title or statute short title): 'Tanada v.
 *         Tuvera' puts the decision above the hundreds of decisions that cite it. A shorter name
 *         covered by the query scores higher (normalisation 2: rank / length), so 'Family Code'
 *         finds the Family Code before 'An Act amending the Family Code …';
 *   0–10  ts_rank over rank_vector, field weights A (title, citation) 1.0, B (parties, summary)
 *         0.4, C (the opening) 0.2; normalisation 1 damps long openings (rank / (1 + log length));
 *   0–1   how often the library cites the document (log scale, 1 at 1,000 citing documents): between
 *         documents the text ranks alike, the one the law relies on comes first. It cannot lift a
 *         document over a name or citation match, whose tiers start 99 points higher.
 * Only the bounded candidate set is scored: this is where the compact vector pays off.
 */
export function scoreSql(tsquery: string): string {
  return `(CASE WHEN c.keyed THEN 1000 ELSE 0 END)
    + (CASE WHEN d.name_vector @@ ${tsquery} THEN 100 + 100 * ts_rank(d.name_vector, ${tsquery}, 2) ELSE 0 END)
    + 10 * ts_rank('{0.1, 0.2, 0.4, 1.0}', d.rank_vector, ${tsquery}, 1)
    + least(1, ln(1 + document_cited_by(d.id)) / ln(1001))`;
}

/** Ties (same score) go to the newer document, then a stable order for paging. */
export const TIE_BREAK = 'd.document_date DESC NULLS LAST, d.id';
