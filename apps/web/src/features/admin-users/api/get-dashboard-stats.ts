import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import { dashboardStats } from '@batas/shared/contracts/endpoints/admin';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => adminApi.call(dashboardStats, {}, { signal }),
    meta: { errorTitle: 'Could not load the dashboard' },
  });

export const useDashboardStats = () => useQuery(dashboardQueryOptions());
