import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteSession } from '@/lib/session-store';
import type { SessionAnswer } from '@batas/shared/contracts/auth';
import type { LoginInput } from '@batas/shared/schemas/accounts';

export type { LoginInput };

/** POST /auth/login; the token and user are stored, which signs the whole app in. */
export const login = async (input: LoginInput) => {
  const answer = await api.post<SessionAnswer>('/auth/login', input, { redirectOn401: false });
  siteSession.store(answer.data.token, answer.data.user);
  return answer.data.user;
};

export const useLogin = () => useMutation({ mutationFn: login });
