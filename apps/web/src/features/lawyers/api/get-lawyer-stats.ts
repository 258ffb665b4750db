import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';
import type { LawyerStats } from '@batas/shared/contracts/lawyers';

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
