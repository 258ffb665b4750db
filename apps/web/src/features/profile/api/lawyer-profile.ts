import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LawyerProfileInput } from '@batas/shared/schemas/lawyer-profile';
import * as route from '@batas/shared/contracts/endpoints/lawyers';
import { api } from '@/lib/api-client';

/** GET /lawyers/{id}: the profile being edited (the public pages use their own query). */
export const editableLawyerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['lawyer-edit', id],
    queryFn: async ({ signal }) => (await api.call(route.getLawyer, { params: { id } }, { signal })).data.lawyer,
  });

export const useEditableLawyer = (id: string) => useQuery(editableLawyerQueryOptions(id));

/** PUT /lawyers/{id}: the owner (or an admin) saves; every cached copy of lawyers is refreshed. */
export function useUpdateLawyer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LawyerProfileInput) =>
      (await api.call(route.updateLawyer, { params: { id }, body: input })).data.lawyer,
    onSuccess: (lawyer) => {
      queryClient.setQueryData(['lawyer-edit', id], lawyer);
      void queryClient.invalidateQueries({ queryKey: ['lawyers'] });
    },
  });
}

/** POST /lawyers/{id}/profile-picture (multipart): the server checks, resizes and stores it. */
export function useUploadProfilePicture(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('profilePicture', file);
      return (await api.call(route.uploadProfilePicture, { params: { id }, body: form })).data.profileImage;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['lawyer-edit', id] }),
  });
}
