import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentRelations } from '@batas/shared/contracts/document-relations';
import { RELATIONS_MAX_PAGE_SIZE } from '@batas/shared/contracts/document-relations';
import { api } from '@/lib/api-client';

/** GET /api/documents/{slug}/relations: what amends, repeals or strikes down the law, and what it does to others. */
export async function getDocumentRelations(slug: string, signal?: AbortSignal) {
  const answer = await api.get<{ data: DocumentRelations }>(`/documents/${encodeURIComponent(slug)}/relations`, {
    query: { limit: RELATIONS_MAX_PAGE_SIZE },
    signal,
  });
  return answer.data;
}

export const documentRelationsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['documents', 'relations', slug],
    queryFn: ({ signal }) => getDocumentRelations(slug, signal),
  });

export const useDocumentRelations = (slug: string) => useQuery(documentRelationsQueryOptions(slug));
