import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFolder, listFolders } from '@batas/shared/contracts/endpoints/research-folders';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';

// Per user: after a sign-out and another sign-in the folders are never someone else's.
export const foldersKey = (userId: string) => ['research-folders', userId] as const;

/** GET /me/folders (with `slug`: each folder says whether it holds that document). Nothing is asked signed out. */
export function useFolders(slug?: string, enabled = true) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: [...foldersKey(userId), 'list', slug ?? ''],
    queryFn: async ({ signal }) => (await api.call(listFolders, { query: { slug } }, { signal })).data.folders,
    enabled: !!userId && enabled,
    staleTime: 0,
  });
}

export const folderQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: [...foldersKey(userId), 'folder', id],
    queryFn: async ({ signal }) => (await api.call(getFolder, { params: { id } }, { signal })).data.folder,
    staleTime: 0,
  });

/** GET /me/folders/{id}: one folder with its documents. */
export function useFolder(id: string) {
  const { user } = useSession();
  return useQuery({ ...folderQueryOptions(user?.id ?? '', id), enabled: !!user });
}
