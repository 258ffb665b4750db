import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';
import type { Lawyer } from '@batas/shared/contracts/lawyers';

/**
 * GET /api/lawyers/{id}: the id is a roll number or an internal id. No such lawyer is an answer (null), not a
 * failure: the page says so, and the server sends it with status 404.
 */
export async function getLawyer(id: string, signal?: AbortSignal): Promise<Lawyer | null> {
  try {
    const answer = await api.get<ApiEnvelope<{ lawyer: Lawyer }>>(`/lawyers/${encodeURIComponent(id)}`, { signal });
    return answer.data.lawyer;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const lawyerQueryKey = (id: string) => ['lawyers', 'detail', id] as const;

export const lawyerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: lawyerQueryKey(id),
    queryFn: ({ signal }) => getLawyer(id, signal),
  });

export const useLawyer = (id: string) => useQuery(lawyerQueryOptions(id));
