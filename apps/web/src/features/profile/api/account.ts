import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@batas/shared/schemas/accounts';
import { api, forgetCsrfToken } from '@/lib/api-client';
import { siteSession } from '@/lib/session-store';
import type { SessionUser } from '@batas/shared/contracts/auth';
import * as authRoute from '@batas/shared/contracts/endpoints/auth';
import { ownClaims } from '@batas/shared/contracts/endpoints/claims';
import { logoutAll } from '@batas/shared/contracts/endpoints/account-security';

/** The account page reads the whole account the API answers. */
export type AccountUser = SessionUser;

/** GET /auth/profile: the signed-in user, fresh from the server (the stored copy is refreshed too). */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['account'],
    queryFn: async ({ signal }) => {
      const { user } = await api.call(authRoute.profile, {}, { signal });
      siteSession.store(user);
      return user;
    },
    staleTime: 0,
  });

export const useAccount = () => useQuery(accountQueryOptions());

export const useOwnClaims = () =>
  useQuery({
    queryKey: ['account', 'claims'],
    staleTime: 0, // a claim's state changes elsewhere (an admin decides): always read it afresh
    queryFn: async ({ signal }) => (await api.call(ownClaims, {}, { signal })).data.claims,
  });

/** PUT /auth/profile: name and phone. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileUpdateInput) => (await api.call(authRoute.updateProfile, { body: input })).user,
    onSuccess: (user) => {
      siteSession.store(user);
      queryClient.setQueryData(['account'], user);
    },
  });
}

/**
 * POST /auth/change-password: other sessions end; this one continues (the server puts the new session in its
 * cookie), with a new CSRF token for it.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      await api.call(authRoute.changePassword, { body: input });
      forgetCsrfToken('site');
    },
  });

/** POST /auth/logout-all: every session of the account ends, this one included (the caller forgets it locally). */
export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: async () => (await api.call(logoutAll, {})).message,
  });
