import { useMutation } from '@tanstack/react-query';
import type { adminLoginBody } from '@batas/shared/contracts/admin-login';
import { adminLogin as adminLoginRoute } from '@batas/shared/contracts/endpoints/admin';
import type { z } from 'zod';
import { adminApi } from '@/lib/api-client';

const adminLogin = (credentials: z.input<typeof adminLoginBody>) =>
  adminApi.call(adminLoginRoute, { body: credentials });

/** The form shows the failure itself, so the global failure toast is not wanted here. */
export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, meta: { silent: true } });
}
