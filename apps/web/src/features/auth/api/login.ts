import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeSession } from '@/lib/session-storage';
import type { SessionAnswer } from './types';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /auth/login; the token and user are stored, which signs the whole app in. */
export const login = async (input: LoginInput) => {
  const answer = await api.post<SessionAnswer>('/auth/login', input, { redirectOn401: false });
  storeSession(answer.data.token, answer.data.user);
  return answer.data.user;
};

export const useLogin = () => useMutation({ mutationFn: login });
