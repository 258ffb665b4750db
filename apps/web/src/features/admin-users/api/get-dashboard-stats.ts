import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import type { DashboardStats } from '@batas/shared/contracts/admin-dashboard';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';

export interface DashboardAnswer {
  stats: DashboardStats;
  pendingUsers: AdminUserEntry[];
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => adminApi.get<DashboardAnswer>('/admin/dashboard/stats', { signal }),
    meta: { errorTitle: 'Could not load the dashboard' },
  });

export const useDashboardStats = () => useQuery(dashboardQueryOptions());
