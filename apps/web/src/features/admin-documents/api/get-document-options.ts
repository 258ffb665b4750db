import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import * as route from '@batas/shared/contracts/endpoints/admin';

const LISTS = {
  types: 'Could not load document types',
  'court-levels': 'Could not load court levels',
  'law-categories': 'Could not load law categories',
} as const;
const READ = {
  types: (signal: AbortSignal) => adminApi.call(route.documentTypeOptions, {}, { signal }),
  'court-levels': (signal: AbortSignal) => adminApi.call(route.courtLevelOptions, {}, { signal }),
  'law-categories': (signal: AbortSignal) => adminApi.call(route.lawCategoryOptions, {}, { signal }),
} as const;
export type MetadataList = keyof typeof LISTS;

/** GET /api/admin/documents/{types,court-levels,law-categories}: the filters' and the form's choices. */
export const documentOptionsQueryOptions = (list: MetadataList) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'options', list],
    queryFn: async ({ signal }) => (await READ[list](signal)).data,
    staleTime: 5 * 60_000,
    meta: { errorTitle: LISTS[list] },
  });

export const useDocumentOptions = (list: MetadataList) => useQuery(documentOptionsQueryOptions(list));
