import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DocumentStats } from '@batas/shared/contracts/documents';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';

export async function getDocumentStats(signal?: AbortSignal): Promise<DocumentStats> {
  const answer = await api.get<ApiEnvelope<DocumentStats>>('/documents/stats', { signal });
  return answer.data;
}

export const documentStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['documents', 'stats'],
    queryFn: ({ signal }) => getDocumentStats(signal),
    staleTime: 5 * 60_000,
  });
