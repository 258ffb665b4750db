import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import type { ArticleView } from '@batas/shared/contracts/articles';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';

/**
 * GET /api/articles/{slug}: the article with its body as the reader sees it (citations linked); null when there is
 * no such article (the page says so, and the server sends it with status 404).
 */
export async function getArticle(slug: string, signal?: AbortSignal): Promise<ArticleView | null> {
  try {
    const answer = await api.get<ApiEnvelope<ArticleView>>(`/articles/${encodeURIComponent(slug)}`, { signal });
    return answer.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
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
