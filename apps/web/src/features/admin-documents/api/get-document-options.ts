import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import type { DocumentOption as MetadataOption } from '@batas/shared/contracts/documents';

const LISTS = {
  types: 'Could not load document types',
  'court-levels': 'Could not load court levels',
  'law-categories': 'Could not load law categories',
} as const;
export type MetadataList = keyof typeof LISTS;

/** GET /api/admin/documents/{types,court-levels,law-categories}: the filters' and the form's choices. */
export const documentOptionsQueryOptions = (list: MetadataList) =>
  queryOptions({
    queryKey: ['admin', 'documents', 'options', list],
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: MetadataOption[] }>(`/admin/documents/${list}`, { signal })).data,
    staleTime: 5 * 60_000,
    meta: { errorTitle: LISTS[list] },
  });

export const useDocumentOptions = (list: MetadataList) => useQuery(documentOptionsQueryOptions(list));
