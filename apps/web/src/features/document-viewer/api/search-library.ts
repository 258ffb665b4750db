import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DocumentList } from '@batas/shared/contracts/documents';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';

const SUGGESTIONS = 5;

/** The library search a missing citation's page offers: the first documents that mention its number. */
export const librarySearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['documents', 'list', { search, limit: SUGGESTIONS }],
    queryFn: async ({ signal }) =>
      (await api.get<ApiEnvelope<DocumentList>>('/documents', { query: { search, limit: SUGGESTIONS }, signal })).data,
  });

export const useLibrarySearch = (search: string) => useQuery(librarySearchQueryOptions(search));
