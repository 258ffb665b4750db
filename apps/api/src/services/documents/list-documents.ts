import type { Queryable } from '@batas/db';
import { LIMITS } from '@batas/shared/constants/index';
import { SqlParams } from '../../lib/sql-params.ts';
import { DOCUMENT_SUMMARY_COLUMNS, presentDocumentSummary, type DocumentSummaryRow } from '../../presenters/document.ts';

export interface DocumentFilters {
  page?: number;
  limit?: number;
  search?: string;
  documentTypes?: string[];
  year?: number;
  court?: string;
  courtLevel?: string;
  lawCategory?: string;
  isVerified?: boolean;
  sortBy?: 'relevance' | 'date' | 'dateDecided' | 'dateEnacted' | 'title' | 'viewCount' | 'createdAt';
  sortOrder?: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  date: 'document_date',
  dateDecided: 'date_decided',
  dateEnacted: 'date_enacted',
  title: 'title',
  viewCount: 'view_count',
  createdAt: 'created_at',
} as const;

/** The WHERE clause shared by the list and its count. */
export function documentFilterClause(filters: DocumentFilters, params: SqlParams): string[] {
  const where: string[] = [];
  if (filters.documentTypes?.length) where.push(`document_type = ANY(${params.add(filters.documentTypes)}::text[])`);
  if (filters.year !== undefined) where.push(`year = ${params.add(filters.year)}`);
  if (filters.court) where.push(`court = ${params.add(filters.court)}`);
  if (filters.courtLevel) where.push(`court_level = ${params.add(filters.courtLevel)}`);
  if (filters.lawCategory) where.push(`law_category = ${params.add(filters.lawCategory)}`);
  if (filters.isVerified !== undefined) where.push(`is_verified = ${params.add(filters.isVerified)}`);
  return where;
}

/** The library list: filters, text search ranked by the compact vector, sort and pages. */
export async function listDocuments(db: Queryable, filters: DocumentFilters) {
  const page = filters.page ?? 1;
  const limit = filters.limit ?? LIMITS.libraryPageSize;
  const params = new SqlParams();
  const where = documentFilterClause(filters, params);
  let rank = '';
  if (filters.search) {
    const query = params.add(filters.search);
    where.push(`body_vector @@ websearch_to_tsquery('ph_legal', ${query})`);
    rank = `ts_rank(rank_vector, websearch_to_tsquery('ph_legal', ${query}))`;
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const sortBy = filters.sortBy ?? (filters.search ? 'relevance' : 'date');
  const direction = filters.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const order =
    sortBy === 'relevance' && rank
      ? `${rank} DESC, document_date DESC NULLS LAST`
      : `${SORT_COLUMNS[sortBy === 'relevance' ? 'date' : sortBy]} ${direction} NULLS LAST`;
  const countParams = params.values.slice();
  const rows = await db.query<DocumentSummaryRow>(
    `SELECT ${DOCUMENT_SUMMARY_COLUMNS} FROM documents ${whereSql}
     ORDER BY ${order}, id LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
    params.values,
  );
  const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM documents ${whereSql}`, countParams);
  const totalDocuments = total.rows[0]?.total ?? 0;
  return {
    documents: rows.rows.map(presentDocumentSummary),
    pagination: { page, limit, totalPages: Math.ceil(totalDocuments / limit), totalDocuments, totalIsEstimate: false },
  };
}
