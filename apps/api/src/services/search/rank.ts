import type { CandidateSql } from './candidate-query.ts';

/**
 * The score of a candidate, highest first. Tiers are hundreds of points apart so that a weaker
 * signal never overtakes a stronger one, and the text rank orders documents within a tier:
 *   1000  the document the query cites, or the law it names by a popular name ('Bouncing Checks Law');
 *    600  a decision whose first parties match the two sides of 'X v. Y' ('Manila Prince Hotel v. GSIS');
 *    500+ a statute whose own name the query is, whole or nearly whole: the query's words cover at least
 *         60 % of the name's, 'Philippines' and the year aside ('Civil Code' is all of 'Civil Code of the
 *         Philippines', 'Data Privacy Act' all of 'Data Privacy Act of 2012', 'Cybercrime Prevention' 2/3 of
 *         'Cybercrime Prevention Act'); +100 × that share, +50 when the query's year is the name's too
 *         ('Local Government Code of 1991' before an older 'Local Government Code');
 *    300+ a law with a provision the query names: its heading, or the caption of a division it opens ('theft' is
 *         the Revised Penal Code's Art. 308 'Who are liable for theft', first of Chapter Three 'THEFT'); + 10 × the
 *         provision's strength (provision-query.ts), so the law whose provision both heads and opens comes first.
 *         Below a named law (500+), so 'Labor Code' is the Labor Code, not a provision about it;
 *    100  every query term is in the document's name (title or statute short title): 'Tanada v.
 *         Tuvera' puts the decision above the hundreds of decisions that cite it. A shorter name
 *         covered by the query scores higher (normalisation 2: rank / length), so 'Family Code'
 *         finds the Family Code before 'An Act amending the Family Code …';
 *   0–10  ts_rank over rank_vector, field weights A (title, citation) 1.0, B (parties, summary)
 *         0.4, C (the opening) 0.2; normalisation 1 damps long openings (rank / (1 + log length));
 *   0–1   how often the library cites the document (log scale, 1 at 1,000 citing documents): between
 *         documents the text ranks alike, the one the law relies on comes first. It cannot lift a
 *         document over a name or citation match, whose tiers start 99 points higher.
 * A decision that only quotes a statute's name has it in neither its short name nor its parties (migration 0020),
 * so it comes after the statute. Only the bounded candidate set is scored; the caller joins each candidate `d` to
 * its best provision as `bp` (when `provisions`) and to its citator counters as `dc` (a join: the function document_cited_by() re-plans its lookup per row, 8 ms warm and
 * 55 ms cold for 800 candidates at 100,000 documents, against 1 ms joined).
 */
export const WHOLE_NAME_SHARE = 0.6;

export function scoreSql({ tsquery, name, parties, provisions }: CandidateSql): string {
  const terms = [
    provisions ? 'CASE WHEN bp.document_id IS NOT NULL THEN 300 + 10 * bp.strength ELSE 0 END' : null,
    'CASE WHEN c.keyed THEN 1000 ELSE 0 END',
    parties ? `CASE WHEN d.party_vector @@ ${parties} THEN 600 ELSE 0 END` : null,
    name ? wholeNameSql(name, tsquery) : null,
    `CASE WHEN d.name_vector @@ ${tsquery} THEN 100 + 100 * ts_rank(d.name_vector, ${tsquery}, 2) ELSE 0 END`,
    `10 * ts_rank('{0.1, 0.2, 0.4, 1.0}', d.rank_vector, ${tsquery}, 1)`,
    'least(1, ln(1 + coalesce(dc.cited_by_count, 0)) / ln(1001))',
  ];
  return terms.filter(Boolean).join('\n    + ');
}

/** The share of a statute's own name that the query covers, when it covers all of the query's words. */
function wholeNameSql(name: NonNullable<CandidateSql['name']>, tsquery: string): string {
  const share = `least(1.0, name_word_count(to_tsvector('ph_legal', ${name.text}))::real
      / greatest(1, name_word_count(d.short_vector)))`;
  return `CASE WHEN d.short_vector @@ ${name.tsquery} THEN
      (CASE WHEN ${share} >= ${WHOLE_NAME_SHARE} THEN 400 ELSE 0 END) + 100 * ${share}
      + (CASE WHEN d.short_vector @@ ${tsquery} THEN 50 ELSE 0 END) ELSE 0 END`;
}

/** Ties (same score) go to the newer document, then a stable order for paging. */
export const TIE_BREAK = 'd.document_date DESC NULLS LAST, d.id';
