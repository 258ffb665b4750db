import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiEnvelope, DocumentSummary } from '@/types/api';

export interface LegalDocument extends DocumentSummary {
  content?: string | null;
  summary?: string | null;
  ponente?: string | null;
}

/** GET /api/documents/slug/{slug}. */
export async function getDocumentBySlug(slug: string, signal?: AbortSignal): Promise<LegalDocument> {
  const answer = await api.get<ApiEnvelope<LegalDocument>>(`/documents/slug/${encodeURIComponent(slug)}`, { signal });
  return answer.data;
}

export const documentQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['documents', 'detail', slug],
    queryFn: ({ signal }) => getDocumentBySlug(slug, signal),
  });

export const useDocument = (slug: string) => useQuery(documentQueryOptions(slug));
