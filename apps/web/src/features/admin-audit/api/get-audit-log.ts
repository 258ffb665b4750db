import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage, AuditLogQuery } from '@batas/shared/contracts/admin-audit';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';
import { adminApi } from '@/lib/api-client';

export const auditLogQueryOptions = (page: number, action: string) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', page, action],
    queryFn: async ({ signal }) => {
      const query: AuditLogQuery = { page, action };
      return (await adminApi.get<ApiEnvelope<AuditLogPage>>('/admin/audit-log', { query, signal })).data;
    },
    meta: { errorTitle: 'Could not load the audit log' },
  });

export const useAuditLog = (page: number, action: string) =>
  useQuery({ ...auditLogQueryOptions(page, action), placeholderData: keepPreviousData });
