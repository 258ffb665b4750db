import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  SiteSettings,
  SiteSettingsInput,
  siteSettingsResponse,
  testEmailResponse,
} from '@batas/shared/contracts/site-settings';
import type { ApiEnvelope } from '@batas/shared/contracts/envelope';
import { adminApi } from '@/lib/api-client';

const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings (super admins). */
export const siteSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: async ({ signal }) => (await adminApi.get<ApiEnvelope<SiteSettings>>('/admin/settings', { signal })).data,
  meta: { errorTitle: 'Could not load the settings' },
});

export const useSiteSettings = () => useQuery(siteSettingsQuery);

/** PUT /api/admin/settings: the form shows the server's field errors itself, so no toast for a refusal. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SiteSettingsInput) =>
      adminApi.put<z.infer<typeof siteSettingsResponse>>('/admin/settings', values),
    onSuccess: (answer) => client.setQueryData(settingsKey, answer.data),
    meta: { silent: true },
  });
}

/** POST /api/admin/settings/test-email: a message to the signed-in admin, through the outbox. */
export const useSendTestEmail = () =>
  useMutation({
    mutationFn: () => adminApi.post<z.infer<typeof testEmailResponse>>('/admin/settings/test-email'),
    meta: { silent: true },
  });
