import { useMutation } from '@tanstack/react-query';
import * as route from '@batas/shared/contracts/endpoints/account-security';
import type { SessionUser } from '@batas/shared/contracts/auth';
import { api } from '@/lib/api-client';
import { siteSession } from '@/lib/session-store';

/**
 * POST /auth/verify-email with the e-mailed token. The link may be opened in a browser that is not signed in;
 * where it is, the kept user learns that the address is confirmed.
 */
export const verifyEmail = async (token: string) => {
  const { message } = await api.call(route.verifyEmail, { body: { token } }, { redirectOn401: false });
  const user = siteSession.readUser();
  if (user) siteSession.store({ ...user, emailVerified: true } satisfies SessionUser);
  return message;
};

/** POST /auth/resend-verification: a new link to the signed-in account's address. */
export const resendVerification = async () => (await api.call(route.resendVerification, {})).message;

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail, meta: { silent: true } });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
