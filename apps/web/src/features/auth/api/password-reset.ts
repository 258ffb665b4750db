import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '@batas/shared/contracts/account-security';
import * as route from '@batas/shared/contracts/endpoints/account-security';
import { api } from '@/lib/api-client';

/** POST /auth/forgot-password: always the same answer, whether or not the address has an account. */
export const requestPasswordReset = async (input: ForgotPasswordInput) =>
  (await api.call(route.forgotPassword, { body: input }, { redirectOn401: false })).message;

/** POST /auth/reset-password with the e-mailed token; every session of the account ends. */
export const resetPassword = async (input: ResetPasswordInput) =>
  (await api.call(route.resetPassword, { body: input }, { redirectOn401: false })).message;

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
