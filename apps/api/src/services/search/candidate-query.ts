import { keyedDocumentsSql } from '../citations/keyed-documents.ts';
import type { SqlParams } from '../../lib/sql-params.ts';
import type { ParsedSearch } from './parse-query.ts';
import { provisionCtes, provisionTierSql } from './provision-query.ts';

/**
 * Candidate generation: a bounded set of documents worth ranking, found through GIN indexes only.
 *
 * Ranking every match is what made the naive search slow: a common word matches most of the
 * library, and ts_rank must decompress each match's vector. Here each tier stops after `limit`
 * rows (no ORDER BY, so a bitmap scan stops fetching as soon as it has them):
 *   keyed   – citation keys ('ra:9165'), also those of a law named by its popular name: the documents named;
 *   short   – short_vector: statutes whose own name holds every word of the query ('Data Privacy Act');
 *   parties – party_vector: decisions whose first parties match the two sides of 'X v. Y';
 *   named   – name_vector: title and short title ('Data Privacy Act', 'Tanada v. Tuvera');
 *   opening – rank_vector: title, citation, parties, summary and the first 4,000 characters;
 *   body    – body_vector: anywhere in the text, only read when the opening tier ran short, because
 *             the documents that use the words up front are the better answers;
 *   provisions – laws with a provision whose heading or division names the query (provision-query.ts).
 * The keyed, short and parties tiers are small by nature (a name is rarely shared), so the document a query
 * names is always among the candidates, however many thousands of others quote its name.
 * Within a tier that overflows, which rows are kept is physical order: the bound is what keeps a
 * query on 'court' as fast as one on 'shabu', and the ranking then orders what was kept.
 */
export interface CandidateSql {
  /** CTE list ending in `candidates(id, tid, keyed)`. */
  ctes: string;
  /** The tsquery expression, for the ranking and snippets that follow. */
  tsquery: string;
  /** The query as a name (plainto_tsquery, without a trailing year), or null. */
  name: { tsquery: string; text: string } | null;
  /** The weighted party query ('manila':A & … & 'gsis':B), or null. */
  parties: string | null;
  /** Whether `best_provision` (provision-query.ts) is among the CTEs, for the ranking and the page to join. */
  provisions: boolean;
}

export const KEYED_TIER = 20;
/**
 * Documents re-read to find a phrase in (see phraseBounded). A body vector is about 13 KB compressed, out of line:
 * some 7 pages each. With 1,000 checks an unbalanced quote ('"chain of custody of the seized') took 656 ms on a
 * first run at 100,000 documents; 300 bounds that to a few hundred pages.
 */
export const PHRASE_CHECKS = 300;
const NAME_TIER = 50;
const PARTY_TIER = 100;
const NAMED_TIER = 50;

export function candidateCtes(
  params: SqlParams,
  search: ParsedSearch,
  filterSql: string[],
  limit: number,
): CandidateSql {
  const tsquery = `websearch_to_tsquery('ph_legal', ${params.add(search.text)})`;
  const and = filterSql.map((clause) => ` AND ${clause}`).join('');
  const bound = params.add(limit);
  const tiers: string[] = [];
  // The tiers' rows: `keyed` marks the documents a citation (or a law's popular name) names.
  const members: Array<{ tier: string; keyed: boolean }> = [];
  if (search.citationKeys.length > 0) {
    tiers.push(
      `keyed AS (SELECT id, ctid AS tid FROM documents WHERE ${keyedDocumentsSql(params.add(search.citationKeys))}${and} LIMIT ${KEYED_TIER})`,
    );
    members.push({ tier: 'keyed', keyed: true });
  }
  let name: CandidateSql['name'] = null;
  if (search.name) {
    const text = params.add(search.name);
    name = { tsquery: `plainto_tsquery('ph_legal', ${text})`, text };
    tiers.push(
      `short AS (SELECT id, ctid AS tid FROM documents WHERE short_vector @@ ${name.tsquery}${and} LIMIT ${NAME_TIER})`,
    );
    members.push({ tier: 'short', keyed: false });
  }
  const parties = search.parties
    ? `(${partySide(params, search.parties.first, 'A')} && ${partySide(params, search.parties.second, 'B')})`
    : null;
  if (parties) {
    tiers.push(
      `parties AS (SELECT id, ctid AS tid FROM documents WHERE party_vector @@ ${parties}${and} LIMIT ${PARTY_TIER})`,
    );
    members.push({ tier: 'parties', keyed: false });
  }
  // A topic is a few words that a provision's heading or division holds every one of (provision-query.ts).
  const provisions = Boolean(search.text) && !search.hasExclusion;
  if (search.text) {
    tiers.push(
      `named AS (SELECT id, ctid AS tid FROM documents WHERE name_vector @@ ${tsquery}${and} LIMIT least(${bound}, ${NAMED_TIER}))`,
      `opening AS (${phraseBounded(search, 'rank_vector', tsquery, and)} LIMIT ${bound})`,
      `body AS (${phraseBounded(search, 'body_vector', tsquery, and)}
         LIMIT CASE WHEN (SELECT count(*) FROM opening) >= ${bound} THEN 0 ELSE ${bound} END)`,
    );
    for (const tier of ['named', 'opening', 'body']) members.push({ tier, keyed: false });
  }
  if (provisions) {
    tiers.push(provisionCtes(params.add(search.text)), `provisions AS (${provisionTierSql(and, bound)})`);
    members.push({ tier: 'provisions', keyed: false });
  }
  const rows = members.map(({ tier, keyed }) => `SELECT id, tid, ${keyed} AS keyed FROM ${tier}`);
  if (rows.length === 0) rows.push(`SELECT NULL::uuid AS id, NULL::tid AS tid, false AS keyed WHERE false`);
  // A tier's rows come with their place in the table (ctid, the same for every tier within one statement): the
  // ranking reads each candidate there, one page, instead of looking its id up again in the primary key (four).
  tiers.push(
    `candidates AS (SELECT id, (array_agg(tid))[1] AS tid, bool_or(keyed) AS keyed
       FROM (${rows.join(' UNION ALL ')}) AS tiers GROUP BY id)`,
  );
  return { ctes: tiers.join(',\n'), tsquery, name, parties, provisions };
}

/**
 * The rows of a tier: documents whose `vector` matches. A phrase is different: the GIN index finds the documents
 * holding all its words, and each must then be re-read to see whether they stand together. A phrase of common words
 * that appears nowhere ('"court petitioner respondent decision …"') made the body tier re-read 35,691 body vectors,
 * 1.8 s at 100,000 documents; so a phrase is looked for in the first PHRASE_CHECKS documents holding its words only.
 */
function phraseBounded(search: ParsedSearch, vector: string, tsquery: string, and: string): string {
  if (!search.hasPhrase) return `SELECT id, ctid AS tid FROM documents WHERE ${vector} @@ ${tsquery}${and}`;
  return `SELECT id, tid FROM (SELECT id, ctid AS tid, ${vector} AS vector FROM documents
      WHERE ${vector} @@ ${allWordsOf(tsquery)}${and} LIMIT ${PHRASE_CHECKS}) AS holding WHERE vector @@ ${tsquery}`;
}

/** The same tsquery with its phrases loosened to 'all these words' ('a' <-> 'b' → 'a' & 'b'), which GIN answers alone. */
export function allWordsOf(tsquery: string): string {
  return `regexp_replace((${tsquery})::text, '<(?:-|[0-9]+)>', '&', 'g')::tsquery`;
}

/** One side of a case name as a tsquery whose every word must be in that side's first party (weight A or B). */
function partySide(params: SqlParams, party: { text: string; longForm: string | null }, weight: 'A' | 'B'): string {
  const short = `plainto_tsquery('ph_legal', ${params.add(party.text)})`;
  const either = party.longForm ? `(${short} || plainto_tsquery('ph_legal', ${params.add(party.longForm)}))` : short;
  return `tsquery_weighted(${either}, '${weight}')`;
}
