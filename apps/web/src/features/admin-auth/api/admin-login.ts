import { useMutation } from '@tanstack/react-query';
import type { adminLoginBody, adminLoginResponse } from '@batas/shared/contracts/admin-login';
import type { z } from 'zod';
import { adminApi } from '@/lib/api-client';

const adminLogin = (credentials: z.input<typeof adminLoginBody>) =>
  adminApi.post<z.infer<typeof adminLoginResponse>>('/admin/login', credentials);

/** The form shows the failure itself, so the global failure toast is not wanted here. */
export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, meta: { silent: true } });
}
