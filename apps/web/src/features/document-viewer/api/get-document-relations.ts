import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentRelations } from '@batas/shared/contracts/endpoints/documents';
import { api } from '@/lib/api-client';

/**
 * The whole first page the API allows (RELATIONS_MAX_PAGE_SIZE of the contract): the status line needs the newest of
 * each list, the History panel all of them. Written out, not imported: the contract's value exports bring zod into the
 * page's bundle.
 */
const HISTORY_LIMIT = 100;

/** GET /api/documents/{slug}/relations: what amends, repeals or strikes down the law, and what it does to others. */
export async function getDocumentRelations(slug: string, signal?: AbortSignal) {
  const answer = await api.call(documentRelations, { params: { slug }, query: { limit: HISTORY_LIMIT } }, { signal });
  return answer.data;
}

export const documentRelationsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['documents', 'relations', slug],
    queryFn: ({ signal }) => getDocumentRelations(slug, signal),
  });

export const useDocumentRelations = (slug: string) => useQuery(documentRelationsQueryOptions(slug));
