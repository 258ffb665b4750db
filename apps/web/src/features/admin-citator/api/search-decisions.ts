import { queryOptions, useQuery } from '@tanstack/react-query';
import { decisionSearch } from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

/** The contract's shortest query: fewer characters are not searched. */
export const MIN_QUERY = 2;

export const decisionSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'citator', 'decisions', q],
    queryFn: async ({ signal }) => (await adminApi.call(decisionSearch, { query: { q } }, { signal })).data.decisions,
    meta: { errorTitle: 'Could not search the decisions' },
  });

export const useDecisionSearch = (q: string) =>
  useQuery({ ...decisionSearchQueryOptions(q), enabled: q.trim().length >= MIN_QUERY });
