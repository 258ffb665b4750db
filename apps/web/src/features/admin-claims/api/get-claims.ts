import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import type { ClaimStatusFilter } from '@batas/shared/contracts/claims';
import { pendingClaims } from '@batas/shared/contracts/endpoints/claims';

export const CLAIMS_PAGE_SIZE = 10;

/** The review queue; the server lists pending claims oldest first, decided ones newest first. */
export const claimsQueryOptions = (status: ClaimStatusFilter, page: number) =>
  queryOptions({
    queryKey: ['admin', 'claims', status, page],
    queryFn: async ({ signal }) =>
      (await adminApi.call(pendingClaims, { query: { status, page, limit: CLAIMS_PAGE_SIZE } }, { signal })).data,
    meta: { errorTitle: 'Could not load profile claims' },
  });

export const useClaims = (status: ClaimStatusFilter, page: number) =>
  useQuery({ ...claimsQueryOptions(status, page), placeholderData: keepPreviousData });

/** The one claim of an account waiting for review (User Management's and the dashboard's review dialog). */
export const useUserPendingClaim = (userId: string | null) =>
  useQuery({
    queryKey: ['admin', 'claims', 'user', userId],
    queryFn: async ({ signal }) =>
      (await adminApi.call(pendingClaims, { query: { status: 'pending', userId: userId!, limit: 1 } }, { signal })).data
        .claims[0] ?? null,
    enabled: !!userId,
    meta: { errorTitle: 'Could not load the claim' },
  });
