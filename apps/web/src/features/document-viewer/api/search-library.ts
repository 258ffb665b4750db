import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listDocuments } from '@batas/shared/contracts/endpoints/documents';

const SUGGESTIONS = 5;

/** The library search a missing citation's page offers: the first documents that mention its number. */
export const librarySearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['documents', 'list', { search, limit: SUGGESTIONS }],
    queryFn: async ({ signal }) =>
      (await api.call(listDocuments, { query: { search, limit: SUGGESTIONS } }, { signal })).data,
  });

export const useLibrarySearch = (search: string) => useQuery(librarySearchQueryOptions(search));
