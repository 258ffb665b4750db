import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@batas/shared/constants/index';
import { adminApi } from '@/lib/api-client';
import type { AdminUserEntry } from '@batas/shared/contracts/admin-users';

export interface UsersQuery {
  page: number;
  search: string;
  /** '' = All Status (left empty). */
  status: '' | 'pending' | 'approved' | 'rejected';
}

interface UsersAnswer {
  users: AdminUserEntry[];
  totalPages: number;
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) =>
      adminApi.get<UsersAnswer>('/admin/users', { query: { ...query, limit: LIMITS.adminPageSize }, signal }),
    meta: { errorTitle: 'Could not load users' },
  });

export const useUsers = (query: UsersQuery) =>
  useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
