import type * as contract from '../account-security.ts';
import { routeRef } from '../route.ts';

export const forgotPassword = routeRef<typeof contract.forgotPasswordRoute>('POST', '/auth/forgot-password');
export const resetPassword = routeRef<typeof contract.resetPasswordRoute>('POST', '/auth/reset-password');
export const logout = routeRef<typeof contract.logoutRoute>('POST', '/auth/logout');
export const logoutAll = routeRef<typeof contract.logoutAllRoute>('POST', '/auth/logout-all');
export const verifyEmail = routeRef<typeof contract.verifyEmailRoute>('POST', '/auth/verify-email');
export const resendVerification = routeRef<typeof contract.resendVerificationRoute>(
  'POST',
  '/auth/resend-verification',
);
