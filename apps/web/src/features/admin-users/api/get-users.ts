import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@batas/shared/constants';
import { adminApi } from '@/lib/api-client';
import type { listUsersResponse, UsersQuery as ListUsersQuery } from '@batas/shared/contracts/admin-users';
import { listUsers } from '@batas/shared/contracts/endpoints/admin';
import type { z } from 'zod';

/** The table's filters as the screen holds them: '' status = All Status (sent empty). */
export interface UsersQuery {
  page: number;
  search: string;
  status: '' | NonNullable<z.infer<typeof listUsersResponse>['users'][number]['approvalStatus']>;
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) =>
      adminApi.call(
        listUsers,
        { query: { ...query, limit: LIMITS.adminPageSize } satisfies ListUsersQuery },
        { signal },
      ),
    meta: { errorTitle: 'Could not load users' },
  });

export const useUsers = (query: UsersQuery) =>
  useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
