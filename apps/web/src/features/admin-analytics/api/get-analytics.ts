import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsQuery } from '@batas/shared/contracts/admin-analytics';
import { analytics } from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

export const analyticsQueryOptions = (days: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'analytics', days],
    queryFn: async ({ signal }) => {
      const query: AnalyticsQuery = { days };
      return (await adminApi.call(analytics, { query }, { signal })).data;
    },
    meta: { errorTitle: 'Could not load analytics' },
  });

/** The previous period's figures stay on screen while the next period loads. */
export const useAnalytics = (days: AnalyticsPeriod) =>
  useQuery({ ...analyticsQueryOptions(days), placeholderData: keepPreviousData });
