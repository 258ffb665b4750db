import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DocumentStats } from '@batas/shared/contracts/documents';
import { documentStats } from '@batas/shared/contracts/endpoints/documents';

export async function getDocumentStats(signal?: AbortSignal): Promise<DocumentStats> {
  const answer = await api.call(documentStats, {}, { signal });
  return answer.data;
}

export const documentStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['documents', 'stats'],
    queryFn: ({ signal }) => getDocumentStats(signal),
    staleTime: 5 * 60_000,
  });
