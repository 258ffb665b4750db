import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiEnvelope, LawyerStats } from '@/types/api';

export async function getLawyerStats(signal?: AbortSignal): Promise<LawyerStats> {
  const answer = await api.get<ApiEnvelope<LawyerStats>>('/lawyers/stats/overview', { signal });
  return answer.data;
}

export const lawyerStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['lawyers', 'stats'],
    queryFn: ({ signal }) => getLawyerStats(signal),
    staleTime: 5 * 60_000,
  });

export const useLawyerStats = () => useQuery(lawyerStatsQueryOptions());
