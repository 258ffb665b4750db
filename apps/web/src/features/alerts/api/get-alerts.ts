import { useQuery } from '@tanstack/react-query';
import { listAlerts } from '@batas/shared/contracts/endpoints/alerts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';

// Per user: after a sign-out and another sign-in the alerts are never someone else's.
export const alertsKey = (userId: string) => ['alerts', userId] as const;

/** GET /me/alerts (with `slug`: only those following that document). Nothing is asked signed out. */
export function useAlerts(slug?: string, enabled = true) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: [...alertsKey(userId), slug ?? ''],
    queryFn: async ({ signal }) => (await api.call(listAlerts, { query: { slug } }, { signal })).data.alerts,
    enabled: !!userId && enabled,
    staleTime: 0,
  });
}
