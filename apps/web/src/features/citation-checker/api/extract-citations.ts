import { useMutation } from '@tanstack/react-query';
import type { extractResponse } from '@batas/shared/contracts/citations';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ExtractResult = z.infer<typeof extractResponse>['data'];
export type FoundCitation = ExtractResult['citations'][number];

async function extractCitations(text: string): Promise<ExtractResult> {
  const answer = await api.post<z.infer<typeof extractResponse>>('/citations/extract', { text });
  return answer.data;
}

export const useExtractCitations = () => useMutation({ mutationFn: extractCitations });
