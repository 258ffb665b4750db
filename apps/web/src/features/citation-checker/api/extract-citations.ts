import { useMutation } from '@tanstack/react-query';
import { extractCitations as extractRoute } from '@batas/shared/contracts/endpoints/citations';
import type { RouteResult } from '@batas/shared/contracts/route';
import type { extractCitationsRoute } from '@batas/shared/contracts/citations';
import { api } from '@/lib/api-client';

export type ExtractResult = RouteResult<typeof extractCitationsRoute>['data'];
export type FoundCitation = ExtractResult['citations'][number];

async function extractCitations(text: string): Promise<ExtractResult> {
  const answer = await api.call(extractRoute, { body: { text } });
  return answer.data;
}

export const useExtractCitations = () => useMutation({ mutationFn: extractCitations });
