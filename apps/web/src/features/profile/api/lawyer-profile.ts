import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LawyerProfileInput } from '@batas/shared/schemas/lawyer-profile';
import { api } from '@/lib/api-client';
import type { Lawyer } from '@batas/shared/contracts/lawyers';

/** GET /lawyers/{id}: the profile being edited (the public pages use their own query). */
export const editableLawyerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['lawyer-edit', id],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { lawyer: Lawyer } }>(`/lawyers/${encodeURIComponent(id)}`, { signal })).data.lawyer,
  });

export const useEditableLawyer = (id: string) => useQuery(editableLawyerQueryOptions(id));

/** PUT /lawyers/{id}: the owner (or an admin) saves; every cached copy of lawyers is refreshed. */
export function useUpdateLawyer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LawyerProfileInput) =>
      (await api.put<{ data: { lawyer: Lawyer } }>(`/lawyers/${id}`, input)).data.lawyer,
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
      return (await api.post<{ data: { profileImage: string } }>(`/lawyers/${id}/profile-picture`, form)).data
        .profileImage;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['lawyer-edit', id] }),
  });
}
