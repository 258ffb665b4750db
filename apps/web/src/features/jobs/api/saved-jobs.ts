import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as route from '@batas/shared/contracts/endpoints/jobs';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';

// Per user: after a sign-out and another sign-in the list is never someone else's.
const savedJobsKey = (userId: string) => ['saved-jobs', userId] as const;

/** GET /jobs/saved: the signed-in user's saved jobs (nothing is asked for while signed out). */
export function useSavedJobs() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: savedJobsKey(userId),
    queryFn: async ({ signal }) =>
      // A session that ended elsewhere just shows no saved jobs here; saving then asks for a sign-in.
      (await api.call(route.savedJobs, {}, { signal, redirectOn401: false })).data.savedJobs,
    enabled: !!userId,
    staleTime: 0,
  });
}

/** PUT or DELETE /jobs/saved/{id}: save or unsave one job; the list is read again afterwards. */
export function useSetJobSaved() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async ({ jobId, saved }: { jobId: number; saved: boolean }) => {
      const answer = saved
        ? await api.call(route.saveJob, { params: { jobId } })
        : await api.call(route.unsaveJob, { params: { jobId } });
      return answer.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobsKey(user?.id ?? '') }),
  });
}
