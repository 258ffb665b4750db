import { LIMITS } from '@batas/shared/constants';
import { keyedDocumentsSql } from '../citations/keyed-documents.ts';
import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import { DOCUMENT_SUMMARY_COLUMNS, type DocumentSummaryRow } from '../../presenters/document.ts';
import { allWordsOf, candidateCtes, KEYED_TIER, PHRASE_CHECKS } from './candidate-query.ts';
import { countFromIndex, countPhraseMatches, countWithEstimate, type CountResult } from './count-estimate.ts';
import { parseSearchQuery, type ParsedSearch } from './parse-query.ts';
import { PROVISION_COLUMN } from './provision-query.ts';
import { scoreSql, TIE_BREAK } from './rank.ts';
import { snippetHtml, snippetSql } from './snippets.ts';
import { correctSpelling } from './spelling.ts';
import { withIndexScans } from './with-index-scans.ts';

/**
 * Ranked search: bounded candidates → score → one page → snippets for that page, in one statement, which also
 * tallies its tiers; the count follows in the same transaction only when the tally cannot be the total (see
 * with-index-scans.ts). `filter` adds the library's filters (type, year, court …) to every tier, so filters narrow
 * the candidates instead of emptying a page after ranking.
 */
export interface SearchPage {
  rows: DocumentSummaryRow[];
  total: number;
  totalIsEstimate: boolean;
  /** The query searched instead, when the one typed found nothing and had a misspelled word (spelling.ts). */
  correctedQuery?: string;
}

export interface SearchRequest {
  search: ParsedSearch;
  /** Builds the filter clauses with the statement's own parameter list. */
  filter: (params: SqlParams) => string[];
  offset: number;
  limit: number;
}

/**
 * Rows per text tier (the title tier keeps 50). Ranking reads each candidate's compressed, out-of-line rank_vector:
 * 2–3 pages that a first search must read from disk (about 0.13 ms each measured here). At 100,000 real-text
 * documents the mix's median search took 43.6 ms with 400 a tier and 17.9 ms with 200 (warm, load average about 9
 * both times); with 100 the mix touches 96,000 pages instead of 147,000, and the first (cold) pass's p95 fell to
 * 77 ms. The named document stays among the candidates (the keyed, short-name and party tiers put it there): the
 * relevance table is 100 % first at each size. 100 still spans 10 pages of 10.
 */
export const CANDIDATES_PER_TIER = 100;
// Filtered searches had a bound of their own, 100 against 400, for the same reason: with a filter the planner may walk
// the filter's b-tree index and decompress each row's tsvector (185 ms for 400 'court' rows among Presidential Decrees
// at 59,402 documents). Every search now has that bound.

export async function searchDocuments(db: Queryable, request: SearchRequest): Promise<SearchPage> {
  const page = await withIndexScans(db, (tx) => rankedPage(tx, request));
  if (page.total > 0 || page.rows.length > 0 || request.offset > 0 || request.search.hasPhrase) return page;
  const corrected = await correctSpelling(db, request.search.query);
  if (!corrected) return page;
  const search = parseSearchQuery(corrected);
  const retry = await withIndexScans(db, (tx) => rankedPage(tx, { ...request, search }));
  return retry.rows.length > 0 ? { ...retry, correctedQuery: corrected } : page;
}

async function rankedPage(db: Queryable, request: SearchRequest): Promise<SearchPage> {
  const { search, offset, limit } = request;
  const params = new SqlParams();
  const filters = request.filter(params);
  // A deep page needs more candidates than the default bound; pay for it only then, and never past the deepest
  // relevance page (LIMITS.maxRankedResults: the list refuses a page beyond it).
  const bound = Math.min(Math.max(CANDIDATES_PER_TIER, offset + limit), LIMITS.maxRankedResults);
  const candidates = candidateCtes(params, search, filters, bound);
  const { ctes, tsquery } = candidates;
  // A law found by one of its provisions carries that provision to the page (provision-query.ts).
  const provision = candidates.provisions
    ? { column: ', bp.position AS provision_position', join: 'LEFT JOIN best_provision bp ON bp.document_id = d.id' }
    : { column: ', NULL::int AS provision_position', join: '' };
  const page = `SELECT d.id AS page_id, ${scoreSql(candidates)} AS score${provision.column}
    FROM candidates c JOIN documents d ON d.ctid = c.tid LEFT JOIN document_counters dc ON dc.document_id = d.id
    ${provision.join}
    ORDER BY score DESC, ${TIE_BREAK} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  // A phrase's body tier may stop short of its matches (candidate-query.ts, phraseBounded): no tally then.
  const tally =
    search.text && !search.hasPhrase
      ? tallySql(search)
      : 'SELECT NULL::int AS opening, NULL::int AS body, NULL::int AS matched';
  const rows = await db.query<DocumentSummaryRow & { score: number } & Tally>(
    `WITH ${ctes}, page AS MATERIALIZED (${page}), tally AS (${tally})
     SELECT ${DOCUMENT_SUMMARY_COLUMNS},
       ${search.text ? snippetSql(tsquery) : 'NULL'} AS highlight, ${PROVISION_COLUMN}, p.score, t.opening, t.body, t.matched
     FROM page p JOIN documents d ON d.id = p.page_id CROSS JOIN tally t
       LEFT JOIN document_provisions dp ON dp.document_id = p.page_id AND dp.position = p.provision_position
     ORDER BY p.score DESC, ${TIE_BREAK}`,
    params.values,
  );
  const count = completeTally(rows.rows[0], bound) ?? (await countMatches(db, request));
  return {
    rows: rows.rows.map(({ score: _score, opening: _opening, body: _body, matched: _matched, ...row }) => ({
      ...row,
      highlight: snippetHtml(row.highlight),
    })),
    total: count.total,
    totalIsEstimate: count.isEstimate,
  };
}

/**
 * The tiers' sizes, read in the same statement. When the opening tier ran short and the body tier stopped before
 * its bound, the body tier holds every document the text matches (with the filters): with the cited documents,
 * that is the total, and the count need not read the index again (a rare word: one statement instead of three).
 */
interface Tally {
  opening: number | null;
  body: number | null;
  matched: number | null;
}

function tallySql(search: ParsedSearch): string {
  const keyed = search.citationKeys.length > 0;
  const matched = keyed ? '(SELECT id FROM body UNION SELECT id FROM keyed)' : '(SELECT id FROM body)';
  return `SELECT (SELECT count(*)::int FROM opening) AS opening, (SELECT count(*)::int FROM body) AS body,
    CASE WHEN ${keyed ? `(SELECT count(*) FROM keyed) < ${KEYED_TIER}` : 'true'}
      THEN (SELECT count(*)::int FROM ${matched} AS m) END AS matched`;
}

function completeTally(row: Tally | undefined, bound: number): CountResult | null {
  if (!row || row.opening === null || row.body === null || row.matched === null) return null;
  return row.opening < bound && row.body < bound ? { total: row.matched, isEstimate: false } : null;
}

/** Everything the query matches anywhere (text or citation), with the filters; see count-estimate.ts. */
async function countMatches(db: Queryable, { search, filter }: SearchRequest): Promise<CountResult> {
  const params = new SqlParams();
  const filters = filter(params);
  const text = search.text ? `websearch_to_tsquery('ph_legal', ${params.add(search.text)})` : null;
  const keys = search.citationKeys.length > 0 ? keyedDocumentsSql(params.add(search.citationKeys)) : null;
  if (!text && !keys) return { total: 0, isEstimate: false };
  const matching = (tsquery: string | null, vector = 'body_vector') =>
    [tsquery && `${vector} @@ ${tsquery}`, keys].filter(Boolean).join(' OR ');
  if (text && search.hasPhrase) {
    const query = { phrase: (vector: string) => matching(text, vector), words: matching(allWordsOf(text)), filters };
    return countPhraseMatches(db, query, params.values, PHRASE_CHECKS);
  }
  const fromWhere = `documents WHERE ${[`(${matching(text)})`, ...filters].join(' AND ')}`;
  const fromIndex =
    filters.length === 0 && !search.hasExclusion ? await countFromIndex(db, fromWhere, params.values) : null;
  return fromIndex ?? countWithEstimate(db, fromWhere, params.values);
}
