import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryCollection, LibraryCollectionId } from '@batas/shared/contracts/admin-library';
import { installCollection, librarySources } from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

export type { LibraryCollection } from '@batas/shared/contracts/admin-library';

const key = ['admin', 'library'] as const;
// While an install is queued or running the page follows it; otherwise it does not poll.
const FOLLOW_MS = 3000;
const busy = (collections: LibraryCollection[] | undefined) =>
  collections?.some((collection) => collection.state === 'queued' || collection.state === 'installing') ?? false;

export const librarySourcesQuery = queryOptions({
  queryKey: key,
  queryFn: async ({ signal }) => (await adminApi.call(librarySources, {}, { signal })).data.collections,
  refetchInterval: (query) => (busy(query.state.data) ? FOLLOW_MS : false),
  meta: { errorTitle: 'Could not load the library sources' },
});

export const useLibrarySources = () => useQuery(librarySourcesQuery);

/** Queues an install (or update) of a collection at the commit this version pins; the list then follows it. */
export function useInstallCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: LibraryCollectionId) =>
      (await adminApi.call(installCollection, { params: { collection: id } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
