import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert, CreateAlertBody, unsubscribeResponse } from '@batas/shared/contracts/alerts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { ALERTS_PATH as base, alertsKey } from './get-alerts';

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
