import { useMutation } from '@tanstack/react-query';
import type { extractResponse } from '@batas/shared/contracts/citations';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type FoundCitation = z.infer<typeof extractResponse>['data']['citations'][number];

async function extractCitations(text: string): Promise<FoundCitation[]> {
  const answer = await api.post<z.infer<typeof extractResponse>>('/citations/extract', { text });
  return answer.data.citations;
}

export const useExtractCitations = () => useMutation({ mutationFn: extractCitations });
