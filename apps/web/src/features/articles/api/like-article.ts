import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Article } from '@batas/shared/contracts/articles';
import type { likeResponse } from '@batas/shared/contracts/articles';
import type { z } from 'zod';
import { articleQueryKey } from './get-article';

type LikeAnswer = Partial<z.infer<typeof likeResponse>['data']>;

/** POST /api/articles/{id}/like (signed-in readers). */
export async function likeArticle(id: string): Promise<LikeAnswer> {
  const answer = await api.post<{ data?: LikeAnswer }>(`/articles/${encodeURIComponent(id)}/like`);
  return answer.data ?? {};
}

/** Updates the cached article with the server's like count (or +1 when the answer has none). */
export function useLikeArticle(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: likeArticle,
    onSuccess: (answer) => {
      client.setQueryData<Article>(articleQueryKey(slug), (article) =>
        article
          ? { ...article, likes: answer.likes ?? (article.likes ?? 0) + (answer.liked === false ? -1 : 1) }
          : article,
      );
    },
  });
}
