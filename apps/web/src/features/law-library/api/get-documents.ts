import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DocumentList, DocumentsQuery } from '@batas/shared/contracts/documents';
import { listDocuments } from '@batas/shared/contracts/endpoints/documents';

export async function getDocuments(query: DocumentsQuery, signal?: AbortSignal): Promise<DocumentList> {
  const answer = await api.call(listDocuments, { query }, { signal });
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

/** The first documents that mention a missing case or citation: what the "Not in the library" notice suggests. */
export const mentionsQueryOptions = (search: string) => documentsQueryOptions({ search, limit: 5 });
