import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleInput, ArticleStatus } from '@batas/shared/schemas/articles';
import * as route from '@batas/shared/contracts/endpoints/articles';
import { api } from '@/lib/api-client';

/** GET /articles/edit/{id}: the article with its HTML, for its author or an admin. */
export const editArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['article-editor', 'article', id],
    queryFn: async ({ signal }) => (await api.call(route.editArticle, { params: { id } }, { signal })).data.article,
    staleTime: 0,
  });

export const useEditArticle = (id: string | undefined) =>
  useQuery({ ...editArticleQueryOptions(id ?? ''), enabled: !!id });

/** GET /articles/lawyer/{id}?includeUnpublished=true: every article of the signed-in lawyer, drafts included. */
export const useMyArticles = (lawyerId: string | null | undefined) =>
  useQuery({
    queryKey: ['article-editor', 'mine', lawyerId],
    queryFn: async ({ signal }) =>
      (
        await api.call(
          route.lawyerArticles,
          { params: { id: lawyerId! }, query: { includeUnpublished: 'true', limit: 100 } },
          { signal },
        )
      ).data.articles,
    enabled: !!lawyerId,
    staleTime: 0,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  // The public article lists (another feature's cache) are refreshed too: they key on 'articles'.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['article-editor'] }),
      queryClient.invalidateQueries({ queryKey: ['articles'] }),
    ]);
}

/** POST /articles or PUT /articles/{id}; the answer's message is the success text shown. */
export function useSaveArticle(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ArticleInput) =>
      id
        ? api.call(route.updateArticle, { params: { id }, body: input })
        : api.call(route.createArticle, { body: input }),
    onSuccess: () => invalidate(),
  });
}

/** PATCH /articles/{id}/status: Publish / Unpublish. */
export function useChangeArticleStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ArticleStatus }) =>
      api.call(route.articleStatus, { params: { id }, body: { status } }),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /articles/{id}: for good (the screens confirm first). */
export function useDeleteArticle() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.call(route.deleteArticle, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
