import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';

export interface AuditEntry {
  id: string;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

interface AuditAnswer {
  data: { entries: AuditEntry[]; pagination: { totalPages: number } };
}

export const auditLogQueryOptions = (page: number, action: string) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', page, action],
    queryFn: async ({ signal }) =>
      (await adminApi.get<AuditAnswer>('/admin/audit-log', { query: { page, action }, signal })).data,
    meta: { errorTitle: 'Could not load the audit log' },
  });

export const useAuditLog = (page: number, action: string) =>
  useQuery({ ...auditLogQueryOptions(page, action), placeholderData: keepPreviousData });
