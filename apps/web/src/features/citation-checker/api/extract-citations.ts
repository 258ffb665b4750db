import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';

/** The API's limit on one text (POST /api/citations/extract answers 400 beyond it). */
export const MAX_TEXT_LENGTH = 100_000;

export interface FoundCitation {
  text: string;
  start: number;
  end: number;
  kind: string;
  serials: string[];
  date: string | null;
  canonical: string;
  slug: string | null;
  document: { slug: string; title: string } | null;
  /** Library documents carrying the number: 0 missing, 1 found, more when the date cannot choose. */
  candidates: number;
}

export async function extractCitations(text: string): Promise<FoundCitation[]> {
  const answer = await api.post<ApiEnvelope<{ citations: FoundCitation[] }>>('/citations/extract', { text });
  return answer.data.citations;
}

export const useExtractCitations = () => useMutation({ mutationFn: extractCitations });
