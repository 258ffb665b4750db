import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Article } from '@batas/shared/contracts/articles';
import { likeArticle as likeRoute } from '@batas/shared/contracts/endpoints/articles';
import { articleQueryKey } from './get-article';

/** POST /api/articles/{id}/like (signed-in readers). */
export async function likeArticle(id: string) {
  return (await api.call(likeRoute, { params: { id } })).data;
}

/** Updates the cached article with the server's like count. */
export function useLikeArticle(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: likeArticle,
    onSuccess: (answer) => {
      client.setQueryData<Article>(articleQueryKey(slug), (article) =>
        article ? { ...article, likes: answer.likes } : article,
      );
    },
  });
}
