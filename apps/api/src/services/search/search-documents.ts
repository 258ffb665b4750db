import type { Queryable } from '@batas/db';
import { SqlParams } from '../../lib/sql-params.ts';
import { DOCUMENT_SUMMARY_COLUMNS, type DocumentSummaryRow } from '../../presenters/document.ts';
import { candidateCtes } from './candidate-query.ts';
import { countWithEstimate, EXACT_COUNT_CAP } from './count-estimate.ts';
import { parseSearchQuery, type ParsedSearch } from './parse-query.ts';
import { scoreSql, TIE_BREAK } from './rank.ts';
import { snippetHtml, snippetSql } from './snippets.ts';
import { correctSpelling } from './spelling.ts';
import { withIndexScans } from './with-index-scans.ts';

/**
 * Ranked search: bounded candidates → score → one page → snippets for that page, in one
 * statement; the count follows in the same transaction (see with-index-scans.ts). `filter` adds the library's filters (type, year, court …)
 * to every tier, so filters narrow the candidates instead of emptying a page after ranking.
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

/** Rows per tier. 400 ranks fast and still spans 40 pages of 10. */
export const CANDIDATES_PER_TIER = 400;
/**
 * With a filter the planner may walk the filter's b-tree index and test each row's tsvector, whose
 * decompression it does not cost: 185 ms for 400 'court' rows among Presidential Decrees at 59,402
 * documents. A smaller tier bounds that walk; a filtered result list is shorter anyway.
 */
export const CANDIDATES_PER_TIER_FILTERED = 100;

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
  // A deep page needs more candidates than the default bound; pay for it only then.
  const bound = Math.max(filters.length > 0 ? CANDIDATES_PER_TIER_FILTERED : CANDIDATES_PER_TIER, offset + limit);
  const candidates = candidateCtes(params, search, filters, bound);
  const { ctes, tsquery } = candidates;
  const page = `SELECT d.id AS page_id, ${scoreSql(candidates)} AS score
    FROM candidates c JOIN documents d ON d.id = c.id
    ORDER BY score DESC, ${TIE_BREAK} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  const rows = await db.query<DocumentSummaryRow & { score: number }>(
    `WITH ${ctes}, page AS MATERIALIZED (${page})
     SELECT ${DOCUMENT_SUMMARY_COLUMNS},
       ${search.text ? snippetSql(tsquery) : 'NULL'} AS highlight, p.score
     FROM page p JOIN documents d ON d.id = p.page_id
     ORDER BY p.score DESC, ${TIE_BREAK}`,
    params.values,
  );
  const count = await countMatches(db, request);
  return {
    rows: rows.rows.map(({ score: _score, ...row }) => ({ ...row, highlight: snippetHtml(row.highlight) })),
    total: count.total,
    totalIsEstimate: count.isEstimate,
  };
}

/** Everything the query matches anywhere (text or citation), with the filters; see count-estimate.ts. */
function countMatches(db: Queryable, { search, filter }: SearchRequest) {
  const params = new SqlParams();
  const filters = filter(params);
  const matches: string[] = [];
  if (search.text) matches.push(`body_vector @@ websearch_to_tsquery('ph_legal', ${params.add(search.text)})`);
  if (search.citationKeys.length > 0) matches.push(`citation_keys && ${params.add(search.citationKeys)}::text[]`);
  if (matches.length === 0) return Promise.resolve({ total: 0, isEstimate: false });
  const where = [`(${matches.join(' OR ')})`, ...filters].join(' AND ');
  // Phrases are checked against each match's positions: count fewer before estimating.
  return countWithEstimate(
    db,
    `documents WHERE ${where}`,
    params.values,
    search.hasPhrase ? EXACT_COUNT_CAP / 10 : EXACT_COUNT_CAP,
  );
}
