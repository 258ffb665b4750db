import type { SqlParams } from '../../lib/sql-params.ts';

/**
 * Candidate generation: a bounded set of documents worth ranking, found through GIN indexes only.
 *
 * Ranking every match is what made the naive search slow: a common word matches most of the
 * library, and ts_rank must decompress each match's vector. Here each tier stops after `limit`
 * rows (no ORDER BY, so a bitmap scan stops fetching as soon as it has them):
 *   keyed   – citation keys ('ra:9165'): the documents the query cites;
 *   named   – name_vector: title and short title ('Data Privacy Act', 'Tanada v. Tuvera');
 *   opening – rank_vector: title, citation, parties, summary and the first 4,000 characters;
 *   body    – body_vector: anywhere in the text, only read when the opening tier ran short, because
 *             the documents that use the words up front are the better answers.
 * Within a tier that overflows, which rows are kept is physical order: the bound is what keeps a
 * query on 'court' as fast as one on 'shabu', and the ranking then orders what was kept.
 */
export interface CandidateSql {
  /** CTE list ending in `candidates(id, keyed)`. */
  ctes: string;
  /** The tsquery expression, for the ranking and snippets that follow. */
  tsquery: string;
}

export function candidateCtes(
  params: SqlParams,
  text: string,
  citationKeys: readonly string[],
  filterSql: string[],
  limit: number,
): CandidateSql {
  const tsquery = `websearch_to_tsquery('ph_legal', ${params.add(text)})`;
  const and = filterSql.map((clause) => ` AND ${clause}`).join('');
  const bound = params.add(limit);
  const tiers: string[] = [];
  const members: string[] = [];
  if (citationKeys.length > 0) {
    tiers.push(
      `keyed AS (SELECT id FROM documents WHERE citation_keys && ${params.add(citationKeys)}::text[]${and} LIMIT 20)`,
    );
    members.push('SELECT id, true AS keyed FROM keyed');
  }
  if (text) {
    tiers.push(
      `named AS (SELECT id FROM documents WHERE name_vector @@ ${tsquery}${and} LIMIT ${bound})`,
      `opening AS (SELECT id FROM documents WHERE rank_vector @@ ${tsquery}${and} LIMIT ${bound})`,
      `body AS (SELECT id FROM documents WHERE body_vector @@ ${tsquery}${and}
         LIMIT CASE WHEN (SELECT count(*) FROM opening) >= ${bound} THEN 0 ELSE ${bound} END)`,
    );
    members.push('SELECT id, false AS keyed FROM named', 'SELECT id, false FROM opening', 'SELECT id, false FROM body');
  }
  tiers.push(
    `candidates AS (SELECT id, bool_or(keyed) AS keyed FROM (${members.join(' UNION ALL ')}) AS tiers GROUP BY id)`,
  );
  return { ctes: tiers.join(',\n'), tsquery };
}
