import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as route from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

export type { LibraryHealth } from '@batas/shared/contracts/admin-citator';

const key = ['admin', 'citator', 'health'] as const;

export const libraryHealthQuery = queryOptions({
  queryKey: key,
  queryFn: async ({ signal }) => (await adminApi.call(route.libraryHealth, {}, { signal })).data,
  meta: { errorTitle: 'Could not load the library health' },
});

export const useLibraryHealth = () => useQuery(libraryHealthQuery);

/** Takes the figures again now (they are otherwise taken after each crosswalk build). */
export function useRefreshLibraryHealth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await adminApi.call(route.refreshLibraryHealth, {})).data,
    onSuccess: (health) => client.setQueryData(key, health),
  });
}
