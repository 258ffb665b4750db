import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '@/lib/api-client';
import type { ApiEnvelope, ArticleList } from '@/types/api';
import { toArticlesQuery, type ArticleFilters } from '../utils/article-filters';
import { filterSampleArticles } from '../utils/filter-sample-articles';

/** Parameters of GET /api/articles. */
export interface ArticlesQuery extends Query {
  page?: number;
  limit?: number;
  search?: string;
  category?: string;
  practiceArea?: string;
  difficulty?: string;
  premium?: boolean;
  featured?: boolean;
  sort?: string;
}

export async function getArticles(query: ArticlesQuery, signal?: AbortSignal): Promise<ArticleList> {
  const answer = await api.get<ApiEnvelope<ArticleList>>('/articles', { query, signal });
  return answer.data;
}

/** A fixed query (the home page's latest articles): failures are reported, not replaced by samples. */
export const articlesQueryOptions = (query: ArticlesQuery) =>
  queryOptions({
    queryKey: ['articles', 'list', query],
    queryFn: ({ signal }) => getArticles(query, signal),
  });

export interface ArticleListResult extends ArticleList {
  /** True when the API failed and the built-in samples are shown. */
  isSample: boolean;
}

/** The articles page: when the call fails, the six samples are filtered and sorted on the client and a warning logged. */
export async function getArticlesOrSamples(filters: ArticleFilters, signal?: AbortSignal): Promise<ArticleListResult> {
  try {
    return { ...(await getArticles(toArticlesQuery(filters), signal)), isSample: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load articles; showing the built-in sample articles.', error);
    // Loaded only when needed: the samples are dead weight while the API answers.
    const { SAMPLE_ARTICLES } = await import('../data/sample-articles');
    return { ...filterSampleArticles(SAMPLE_ARTICLES, filters), isSample: true };
  }
}

export const articleListQueryOptions = (filters: ArticleFilters) =>
  queryOptions({
    queryKey: ['articles', 'page', filters],
    queryFn: ({ signal }) => getArticlesOrSamples(filters, signal),
    retry: false, // the fallback already answers; retrying would only delay it
  });

export const useArticleList = (filters: ArticleFilters) =>
  useQuery({ ...articleListQueryOptions(filters), placeholderData: keepPreviousData });
