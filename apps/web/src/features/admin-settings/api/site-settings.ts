import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettingsInput } from '@batas/shared/contracts/site-settings';
import * as route from '@batas/shared/contracts/endpoints/admin';
import { adminApi } from '@/lib/api-client';

const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings (super admins). */
export const siteSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: async ({ signal }) => (await adminApi.call(route.siteSettings, {}, { signal })).data,
  meta: { errorTitle: 'Could not load the settings' },
});

export const useSiteSettings = () => useQuery(siteSettingsQuery);

/** PUT /api/admin/settings: the form shows the server's field errors itself, so no toast for a refusal. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SiteSettingsInput) => adminApi.call(route.saveSiteSettings, { body: values }),
    onSuccess: (answer) => client.setQueryData(settingsKey, answer.data),
    meta: { silent: true },
  });
}

/** POST /api/admin/settings/test-email: a message to the signed-in admin, through the outbox. */
export const useSendTestEmail = () =>
  useMutation({
    mutationFn: () => adminApi.call(route.testEmail, {}),
    meta: { silent: true },
  });
