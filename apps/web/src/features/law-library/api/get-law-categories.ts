import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lawCategories } from '@batas/shared/contracts/endpoints/documents';

/** GET /api/documents/law-categories: the categories in use, for the Law Category field's suggestions. */
export async function getLawCategories(signal?: AbortSignal): Promise<string[]> {
  const answer = await api.call(lawCategories, {}, { signal });
  return answer.data.map((option) => option.name);
}

export const lawCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['documents', 'law-categories'],
    queryFn: ({ signal }) => getLawCategories(signal),
    staleTime: 10 * 60_000,
  });

/** Suggestions only: without them the field still filters by whatever is typed. */
export const useLawCategories = () => useQuery(lawCategoriesQueryOptions());
