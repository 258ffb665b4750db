import { useMutation } from '@tanstack/react-query';
import { api, startSession } from '@/lib/api-client';
import { login as loginRoute } from '@batas/shared/contracts/endpoints/auth';
import type { LoginInput } from '@batas/shared/schemas/accounts';

export type { LoginInput };

/** POST /auth/login: the server sets the session cookie; the user is kept for the pages, which signs the app in. */
export const login = async (input: LoginInput) => {
  const answer = await api.call(loginRoute, { body: input }, { redirectOn401: false });
  startSession('site', answer.data.user);
  return answer.data.user;
};

export const useLogin = () => useMutation({ mutationFn: login });
