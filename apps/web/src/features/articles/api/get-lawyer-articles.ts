import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lawyerArticles } from '@batas/shared/contracts/endpoints/articles';

/** How many of a lawyer's articles their profile lists, newest first. */
export const PROFILE_ARTICLES_LIMIT = 10;

/** GET /articles/lawyer/{id}: the lawyer's published articles (drafts are the author's own business). */
export const lawyerArticlesQueryOptions = (lawyerId: string) =>
  queryOptions({
    queryKey: ['articles', 'by-lawyer', lawyerId],
    queryFn: async ({ signal }) =>
      (
        await api.call(
          lawyerArticles,
          {
            params: { id: lawyerId },
            query: { limit: PROFILE_ARTICLES_LIMIT, sortBy: 'publishedAt', sortOrder: 'desc' },
          },
          { signal },
        )
      ).data,
  });

export const useLawyerArticles = (lawyerId: string) => useQuery(lawyerArticlesQueryOptions(lawyerId));
