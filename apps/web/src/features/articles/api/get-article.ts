import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import type { ApiEnvelope, Article } from '@/types/api';

/**
 * GET /api/articles/{slug}. When the API is unreachable, a sample article from the fallback list still opens (the
 * list may have shown it); a real 404 stays a 404.
 */
export async function getArticle(slug: string, signal?: AbortSignal): Promise<Article> {
  try {
    const answer = await api.get<ApiEnvelope<Article | { article: Article }>>(`/articles/${encodeURIComponent(slug)}`, {
      signal,
    });
    // The spec reads the article "in data"; tolerate { data: { article } } too.
    return 'article' in answer.data ? answer.data.article : answer.data;
  } catch (error) {
    const { SAMPLE_ARTICLES } = await import('../data/sample-articles');
    const sample = SAMPLE_ARTICLES.find((article) => article.slug === slug);
    if (sample && !(isApiError(error) && error.status === 404)) return sample;
    throw error;
  }
}

export const articleQueryKey = (slug: string) => ['articles', 'detail', slug] as const;

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: articleQueryKey(slug),
    queryFn: ({ signal }) => getArticle(slug, signal),
  });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
