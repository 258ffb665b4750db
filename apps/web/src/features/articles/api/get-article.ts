import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArticle as getArticleRoute } from '@batas/shared/contracts/endpoints/articles';
import { api } from '@/lib/api-client';
import type { ArticleView } from '@batas/shared/contracts/articles';

/**
 * GET /api/articles/{slug}: the article with its body as the reader sees it (citations linked); null when there is
 * no such article (the page says so, and the server sends it with status 404).
 */
export async function getArticle(slug: string, signal?: AbortSignal): Promise<ArticleView | null> {
  const answer = await api.answer(getArticleRoute, { params: { slug } }, [200, 404], { signal });
  return answer.status === 200 ? answer.body.data : null;
}

export const articleQueryKey = (slug: string) => ['articles', 'detail', slug] as const;

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: articleQueryKey(slug),
    queryFn: ({ signal }) => getArticle(slug, signal),
  });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
