import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleList, ArticlesQuery } from '@batas/shared/contracts/articles';
import { listArticles } from '@batas/shared/contracts/endpoints/articles';
import { toArticlesQuery, type ArticleFilters } from '../utils/article-filters';

export async function getArticles(query: ArticlesQuery, signal?: AbortSignal): Promise<ArticleList> {
  const answer = await api.call(listArticles, { query }, { signal });
  return answer.data;
}

export const articlesQueryOptions = (query: ArticlesQuery) =>
  queryOptions({
    queryKey: ['articles', 'list', query],
    queryFn: ({ signal }) => getArticles(query, signal),
  });

/** The articles page's list; a failure is shown as such (with a retry), never replaced by made-up articles. */
export const articleListQueryOptions = (filters: ArticleFilters) => articlesQueryOptions(toArticlesQuery(filters));

export const useArticleList = (filters: ArticleFilters) =>
  useQuery({ ...articleListQueryOptions(filters), placeholderData: keepPreviousData });
