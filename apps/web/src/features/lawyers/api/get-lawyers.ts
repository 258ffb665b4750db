import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listLawyers } from '@batas/shared/contracts/endpoints/lawyers';
import type { LawyerList, LawyersQuery } from '@batas/shared/contracts/lawyers';

export async function getLawyers(query: LawyersQuery, signal?: AbortSignal): Promise<LawyerList> {
  const answer = await api.call(listLawyers, { query }, { signal });
  return answer.data;
}

/** One fixed page (the home page's featured lawyers). */
export const lawyersQueryOptions = (query: LawyersQuery) =>
  queryOptions({
    queryKey: ['lawyers', 'list', query],
    queryFn: ({ signal }) => getLawyers(query, signal),
  });

/** The directory: pages of 50 appended by 'Load More'. */
export const lawyerPagesQueryOptions = (query: Omit<LawyersQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: ['lawyers', 'pages', query],
    queryFn: ({ signal, pageParam }) => getLawyers({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });

export const useLawyerPages = (query: Omit<LawyersQuery, 'page'>) => useInfiniteQuery(lawyerPagesQueryOptions(query));
