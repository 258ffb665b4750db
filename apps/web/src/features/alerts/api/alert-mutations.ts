import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert, CreateAlertBody } from '@batas/shared/contracts/alerts';
import * as route from '@batas/shared/contracts/endpoints/alerts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { alertsKey } from './get-alerts';

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
  useAlertMutation(async (body: CreateAlertBody) => (await api.call(route.createAlert, { body })).data.alert);

/** PATCH /me/alerts/{id}: another frequency, or pause and resume. */
export const useUpdateAlert = () =>
  useAlertMutation(
    async ({ id, ...change }: { id: string; frequency?: Alert['frequency']; active?: boolean }) =>
      (await api.call(route.updateAlert, { params: { id }, body: change })).data.alert,
  );

export const useDeleteAlert = () =>
  useAlertMutation(async (id: string) => {
    await api.call(route.deleteAlert, { params: { id } });
  });

/** POST /alerts/unsubscribe?token=: the digest's link, no sign-in needed. Answers how many alerts were paused. */
export async function unsubscribeFromDigests(token: string): Promise<number> {
  const answer = await api.call(route.unsubscribe, { query: { token } }, { redirectOn401: false });
  return answer.data.paused;
}
