import { useMutation } from '@tanstack/react-query';
import type { BasicRegistrationInput, LawyerRegistrationInput } from '@batas/shared/schemas/accounts';
import { api, startSession } from '@/lib/api-client';
import * as route from '@batas/shared/contracts/endpoints/auth';

/** POST /auth/register/basic: a client account, signed in at once. */
export const registerBasic = async (input: BasicRegistrationInput) => {
  const answer = await api.call(route.registerBasic, { body: input });
  startSession('site', answer.data.user);
  return answer.data;
};

/** POST /auth/register/lawyer/validate-roll: the roll entry's names and admission date. */
export const validateRoll = async (rollNumber: string) =>
  (await api.call(route.validateRoll, { body: { rollNumber } })).data;

/** POST /auth/register/lawyer: signed in, usually with documents still to upload (requiresVerification). */
export const registerLawyer = async (input: LawyerRegistrationInput) => {
  const answer = await api.call(route.registerLawyer, { body: input });
  startSession('site', answer.data.user);
  return answer.data;
};

export const useRegisterBasic = () => useMutation({ mutationFn: registerBasic });
export const useValidateRoll = () => useMutation({ mutationFn: validateRoll });
export const useRegisterLawyer = () => useMutation({ mutationFn: registerLawyer });
