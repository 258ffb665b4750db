import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Alert, CreateAlertBody } from '@batas/shared/contracts/alerts';
import type { z } from 'zod';
import type { unsubscribeResponse } from '@batas/shared/contracts/alerts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';

// Per user: after a sign-out and another sign-in the alerts are never someone else's.
const alertsKey = (userId: string) => ['alerts', userId] as const;
const base = '/me/alerts';

/** GET /me/alerts (with `slug`: only those following that document). Nothing is asked signed out. */
export function useAlerts(slug?: string, enabled = true) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: [...alertsKey(userId), slug ?? ''],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { alerts: Alert[] } }>(base, { query: { slug }, signal })).data.alerts,
    enabled: !!userId && enabled,
    staleTime: 0,
  });
}

function useAlertMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey(user?.id ?? '') }),
  });
}

/** POST /me/alerts: follow a search or a document (following it again gives back the same alert). */
export const useCreateAlert = () =>
  useAlertMutation(
    async (body: CreateAlertBody) => (await api.post<{ data: { alert: Alert } }>(base, body)).data.alert,
  );

/** PATCH /me/alerts/{id}: another frequency, or pause and resume. */
export const useUpdateAlert = () =>
  useAlertMutation(
    async ({ id, ...change }: { id: string; frequency?: Alert['frequency']; active?: boolean }) =>
      (
        await api.request<{ data: { alert: Alert } }>(`${base}/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: change,
        })
      ).data.alert,
  );

export const useDeleteAlert = () =>
  useAlertMutation(async (id: string) => {
    await api.delete(`${base}/${encodeURIComponent(id)}`);
  });

/** POST /alerts/unsubscribe?token=: the digest's link, no sign-in needed. Answers how many alerts were paused. */
export async function unsubscribeFromDigests(token: string): Promise<number> {
  const answer = await api.post<z.infer<typeof unsubscribeResponse>>('/alerts/unsubscribe', undefined, {
    query: { token },
    redirectOn401: false,
  });
  return answer.data.paused;
}
