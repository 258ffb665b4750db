import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DocumentCategoryCounts } from '@batas/shared/contracts/documents';
import { documentCategories } from '@batas/shared/contracts/endpoints/documents';

/**
 * GET /api/documents/categories: the library's tabs with the number of documents in each tab and subcategory. A
 * failure leaves the tabs without numbers; nothing stands in for the real counts.
 */
export async function getDocumentCategories(signal?: AbortSignal): Promise<DocumentCategoryCounts> {
  const answer = await api.call(documentCategories, {}, { signal });
  return answer.data;
}

export const documentCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['documents', 'categories'],
    queryFn: ({ signal }) => getDocumentCategories(signal),
    staleTime: 5 * 60_000,
  });

export const useDocumentCategories = () => useQuery(documentCategoriesQueryOptions());
