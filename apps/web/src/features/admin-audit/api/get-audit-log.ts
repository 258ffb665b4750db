import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery } from '@batas/shared/contracts/admin-audit';
import { auditLog } from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

export const auditLogQueryOptions = (page: number, action: string) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', page, action],
    queryFn: async ({ signal }) => {
      const query: AuditLogQuery = { page, action };
      return (await adminApi.call(auditLog, { query }, { signal })).data;
    },
    meta: { errorTitle: 'Could not load the audit log' },
  });

export const useAuditLog = (page: number, action: string) =>
  useQuery({ ...auditLogQueryOptions(page, action), placeholderData: keepPreviousData });
