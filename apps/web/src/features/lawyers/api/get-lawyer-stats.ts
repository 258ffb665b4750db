import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lawyerStats } from '@batas/shared/contracts/endpoints/lawyers';
import type { LawyerStats } from '@batas/shared/contracts/lawyers';

export async function getLawyerStats(signal?: AbortSignal): Promise<LawyerStats> {
  const answer = await api.call(lawyerStats, {}, { signal });
  return answer.data;
}

export const lawyerStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['lawyers', 'stats'],
    queryFn: ({ signal }) => getLawyerStats(signal),
    staleTime: 5 * 60_000,
  });
