import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLawyer as getLawyerRoute } from '@batas/shared/contracts/endpoints/lawyers';
import { api } from '@/lib/api-client';
import type { Lawyer } from '@batas/shared/contracts/lawyers';

/**
 * GET /api/lawyers/{id}: the id is a roll number or an internal id. No such lawyer is an answer (null), not a
 * failure: the page says so, and the server sends it with status 404.
 */
export async function getLawyer(id: string, signal?: AbortSignal): Promise<Lawyer | null> {
  const answer = await api.answer(getLawyerRoute, { params: { id } }, [200, 404], { signal });
  return answer.status === 200 ? answer.body.data.lawyer : null;
}

export const lawyerQueryKey = (id: string) => ['lawyers', 'detail', id] as const;

export const lawyerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: lawyerQueryKey(id),
    queryFn: ({ signal }) => getLawyer(id, signal),
  });

export const useLawyer = (id: string) => useQuery(lawyerQueryOptions(id));
