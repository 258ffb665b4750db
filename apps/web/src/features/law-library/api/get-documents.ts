import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '@/lib/api-client';
import type { DocumentList } from '@batas/shared/contracts/documents';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';

/** Parameters of GET /api/documents (types repeat: documentType=A&documentType=B). */
export interface DocumentsQuery extends Query {
  page?: number;
  limit?: number;
  search?: string;
  documentType?: readonly string[];
  year?: string;
  courtLevel?: string;
  court?: string;
  lawCategory?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

export async function getDocuments(query: DocumentsQuery, signal?: AbortSignal): Promise<DocumentList> {
  const answer = await api.get<ApiEnvelope<DocumentList>>('/documents', { query, signal });
  return answer.data;
}

export const documentsQueryOptions = (query: DocumentsQuery) =>
  queryOptions({
    queryKey: ['documents', 'list', query],
    queryFn: ({ signal }) => getDocuments(query, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useDocuments(query: DocumentsQuery) {
  return useQuery({ ...documentsQueryOptions(query), placeholderData: keepPreviousData });
}
