import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@/lib/api-client';
import type { AdminUser } from '@/lib/session-store';

export interface AdminLoginAnswer {
  success: boolean;
  token: string;
  admin: AdminUser;
}

export const adminLogin = (credentials: { email: string; password: string }) =>
  adminApi.post<AdminLoginAnswer>('/admin/login', credentials);

/** The form shows the failure itself, so the global failure toast is not wanted here. */
export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, meta: { silent: true } });
}
