import type { Queryable } from '@batas/db';
import { LIMITS } from '@batas/shared/constants';
import type { ListDocumentsQuery } from '@batas/shared/contracts/documents';
import { badRequest } from '../../lib/errors.ts';
import { SqlParams } from '../../lib/sql-params.ts';
import {
  DOCUMENT_SUMMARY_COLUMNS,
  presentDocumentSummary,
  type DocumentSummaryRow,
} from '../../presenters/document.ts';
import { lawStatuses } from './law-statuses.ts';
import { countWithEstimate } from '../search/count-estimate.ts';
import { parseSearchQuery, type ParsedSearch } from '../search/parse-query.ts';
import { searchDocuments } from '../search/search-documents.ts';
import { snippetHtml, snippetSql } from '../search/snippets.ts';
import { withIndexScans } from '../search/with-index-scans.ts';

/** The library's list query as the contract parses it, with the type filter by its plural name. */
export type DocumentFilters = Partial<Omit<ListDocumentsQuery, 'q' | 'documentType'>> & { documentTypes?: string[] };

const SORT_COLUMNS = {
  date: 'document_date',
  dateDecided: 'date_decided',
  dateEnacted: 'date_enacted',
  title: 'title',
  viewCount: 'view_count',
  viewsThisWeek: 'w.week_views',
  citedByCount: 'c.cited_by_count',
  createdAt: 'created_at',
} as const;

/**
 * Tables a sort reads besides documents: the citation count lives with the citator's counters (every document has a
 * row); the week's views are the daily counts of the last seven days, so only documents read in them are listed
 * (the home page's "Most read this week", which the all-time view_count answered wrongly).
 */
const SORT_JOINS: Partial<Record<keyof typeof SORT_COLUMNS, string>> = {
  citedByCount: 'JOIN document_counters c ON c.document_id = documents.id',
  viewsThisWeek: `JOIN (SELECT document_id, sum(views)::int AS week_views FROM document_view_days
                         WHERE day > current_date - 7 GROUP BY document_id) w ON w.document_id = documents.id`,
};

/** The WHERE clause shared by the list and its count. */
export function documentFilterClause(filters: DocumentFilters, params: SqlParams): string[] {
  const where: string[] = [];
  if (filters.documentTypes?.length) where.push(`document_type = ANY(${params.add(filters.documentTypes)}::text[])`);
  if (filters.year !== undefined) where.push(`year = ${params.add(filters.year)}`);
  if (filters.court) where.push(`court = ${params.add(filters.court)}`);
  if (filters.courtLevel) where.push(`court_level = ${params.add(filters.courtLevel)}`);
  // Categories are typed by editors and scrapers alike: 'labor law' finds 'Labor Law'.
  if (filters.lawCategory) where.push(`lower(law_category) = lower(${params.add(filters.lawCategory)})`);
  if (filters.isVerified !== undefined) where.push(`is_verified = ${params.add(filters.isVerified)}`);
  return where;
}

/**
 * The library list. With a search sorted by relevance (the default when searching) it is the
 * ranked search of services/search; otherwise a filtered list in the chosen order, where a search
 * only filters (and still gets snippets and an estimated count past a few thousand).
 */
export async function listDocuments(db: Queryable, filters: DocumentFilters) {
  const page = filters.page ?? 1;
  const limit = filters.limit ?? LIMITS.libraryPageSize;
  const search = filters.search ? parseSearchQuery(filters.search) : null;
  const sortBy = filters.sortBy ?? (search ? 'relevance' : 'date');
  const ranked = Boolean(search && sortBy === 'relevance');
  if (ranked && (page - 1) * limit >= LIMITS.maxRankedResults) {
    throw badRequest(
      'page',
      `Results sorted by relevance stop at the ${LIMITS.maxRankedResults.toLocaleString('en-US')} most relevant: sort by date or narrow the search to see more`,
    );
  }
  const result =
    search && sortBy === 'relevance'
      ? await searchDocuments(db, {
          search,
          filter: (params) => documentFilterClause(filters, params),
          offset: (page - 1) * limit,
          limit,
        })
      : search
        ? await withIndexScans(db, (tx) =>
            sortedList(tx, filters, search, sortBy === 'relevance' ? 'date' : sortBy, page, limit),
          )
        : await sortedList(db, filters, null, sortBy === 'relevance' ? 'date' : sortBy, page, limit);
  const statuses = await lawStatuses(
    db,
    result.rows.map((row) => row.id),
  );
  return {
    documents: result.rows.map((row) => ({ ...presentDocumentSummary(row), status: statuses.get(row.id) ?? null })),
    // The misspelled query found nothing; these are the results of the corrected one (services/search/spelling.ts).
    ...('correctedQuery' in result && result.correctedQuery ? { correctedSearch: result.correctedQuery } : {}),
    pagination: {
      page,
      limit,
      // Relevance pages stop at the most relevant maxRankedResults; the count still says how many matched.
      totalPages: Math.ceil((ranked ? Math.min(result.total, LIMITS.maxRankedResults) : result.total) / limit),
      totalDocuments: result.total,
      totalIsEstimate: result.totalIsEstimate,
      ...(ranked && result.total > LIMITS.maxRankedResults ? { rankedResultsShown: LIMITS.maxRankedResults } : {}),
    },
  };
}

async function sortedList(
  db: Queryable,
  filters: DocumentFilters,
  search: ParsedSearch | null,
  sortBy: keyof typeof SORT_COLUMNS,
  page: number,
  limit: number,
) {
  const params = new SqlParams();
  const where = documentFilterClause(filters, params);
  let tsquery = '';
  if (search) {
    tsquery = `websearch_to_tsquery('ph_legal', ${params.add(search.text)})`;
    const keyed = search.citationKeys.length ? ` OR citation_keys && ${params.add(search.citationKeys)}::text[]` : '';
    where.push(`(body_vector @@ ${tsquery}${keyed})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = params.values.slice();
  const direction = filters.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const list = `SELECT documents.id AS page_id, ${SORT_COLUMNS[sortBy]} AS sort_key
    FROM documents ${SORT_JOINS[sortBy] ?? ''} ${whereSql}
    ORDER BY ${SORT_COLUMNS[sortBy]} ${direction} NULLS LAST, documents.id
    LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`;
  // Snippets only for the page's rows: ts_headline runs after the LIMIT.
  const rows = await db.query<DocumentSummaryRow>(
    `SELECT ${DOCUMENT_SUMMARY_COLUMNS}, ${tsquery ? snippetSql(tsquery) : 'NULL'} AS highlight
     FROM (${list}) AS p JOIN documents d ON d.id = p.page_id ORDER BY p.sort_key ${direction} NULLS LAST, d.id`,
    params.values,
  );
  // Counted over the sort's join too: the week's views list only the documents read this week.
  const from = `documents ${SORT_JOINS[sortBy] ?? ''} ${whereSql}`;
  const count = search
    ? await countWithEstimate(db, from, countParams)
    : {
        total: (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, countParams)).rows[0]?.n ?? 0,
        isEstimate: false,
      };
  return {
    rows: rows.rows.map((row) => ({ ...row, highlight: search ? snippetHtml(row.highlight) : undefined })),
    total: count.total,
    totalIsEstimate: count.isEstimate,
  };
}
