import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import type { dashboardResponse } from '@batas/shared/contracts/admin-dashboard';
import type { z } from 'zod';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => adminApi.get<z.infer<typeof dashboardResponse>>('/admin/dashboard/stats', { signal }),
    meta: { errorTitle: 'Could not load the dashboard' },
  });

export const useDashboardStats = () => useQuery(dashboardQueryOptions());
