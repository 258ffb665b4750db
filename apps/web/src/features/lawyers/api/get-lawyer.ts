import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';
import type { Lawyer } from '@batas/shared/contracts/lawyers';

/** GET /api/lawyers/{id}: the id is a roll number or an internal id. */
export async function getLawyer(id: string, signal?: AbortSignal): Promise<Lawyer> {
  const answer = await api.get<ApiEnvelope<{ lawyer: Lawyer }>>(`/lawyers/${encodeURIComponent(id)}`, { signal });
  return answer.data.lawyer;
}

export const lawyerQueryKey = (id: string) => ['lawyers', 'detail', id] as const;

export const lawyerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: lawyerQueryKey(id),
    queryFn: ({ signal }) => getLawyer(id, signal),
  });

export const useLawyer = (id: string) => useQuery(lawyerQueryOptions(id));
