import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportPageDecision, ReportPagesQuery } from '@batas/shared/contracts/admin-citator';
import { reportPageDecision, reportPages } from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

export type { ReportPage, ReviewFilter } from '@batas/shared/contracts/admin-citator';

const key = ['admin', 'citator', 'pages'] as const;

export const reportPagesQueryOptions = (query: ReportPagesQuery) =>
  queryOptions({
    queryKey: [...key, query],
    queryFn: async ({ signal }) => (await adminApi.call(reportPages, { query }, { signal })).data,
    meta: { errorTitle: 'Could not load the report pages to review' },
  });

export const useReportPages = (query: ReportPagesQuery) =>
  useQuery({ ...reportPagesQueryOptions(query), placeholderData: keepPreviousData });

/**
 * Confirms, changes or removes a page's mapping. Every list is read again (the page moves between filters), and so
 * are the health figures' consumers on their next refresh.
 */
export function useDecideReportPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ key: pageKey, decision }: { key: string; decision: ReportPageDecision }) =>
      (await adminApi.call(reportPageDecision, { params: { key: pageKey }, body: decision })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
