import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import type { AdminUserEntry, DashboardStats } from './types';

export interface DashboardAnswer {
  stats: DashboardStats;
  pendingUsers: AdminUserEntry[];
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => adminApi.get<DashboardAnswer>('/admin/dashboard/stats', undefined, signal),
    meta: { errorTitle: 'Could not load the dashboard' },
  });

export const useDashboardStats = () => useQuery(dashboardQueryOptions());
