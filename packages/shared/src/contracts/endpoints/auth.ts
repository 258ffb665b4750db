import type * as contract from '../auth.ts';
import { routeRef } from '../route.ts';

export const login = routeRef<typeof contract.loginRoute>('POST', '/auth/login');
export const registerBasic = routeRef<typeof contract.registerBasicRoute>('POST', '/auth/register/basic');
export const validateRoll = routeRef<typeof contract.validateRollRoute>('POST', '/auth/register/lawyer/validate-roll');
export const registerLawyer = routeRef<typeof contract.registerLawyerRoute>('POST', '/auth/register/lawyer');
export const profile = routeRef<typeof contract.profileRoute>('GET', '/auth/profile');
export const updateProfile = routeRef<typeof contract.updateProfileRoute>('PUT', '/auth/profile');
export const changePassword = routeRef<typeof contract.changePasswordRoute>('POST', '/auth/change-password');
export const uploadVerification = routeRef<typeof contract.uploadVerificationRoute>(
  'POST',
  '/auth/upload-verification',
);
export const verificationFileLink = routeRef<typeof contract.verificationFileLinkRoute>(
  'POST',
  '/auth/verification-files/:id/link',
);
export const verificationFile = routeRef<typeof contract.verificationFileRoute>('GET', '/auth/verification-files/:id');
