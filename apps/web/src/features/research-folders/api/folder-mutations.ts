import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportFormat, Folder, FolderEntry } from '@batas/shared/contracts/research-folders';
import { env } from '@/config/env';
import { api, ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { FOLDERS_PATH as base, foldersKey } from './get-folders';

const documentPath = (folderId: string, slug: string) =>
  `${base}/${encodeURIComponent(folderId)}/documents/${encodeURIComponent(slug)}`;

/** Every folder query of this user is read again after a change: counts, ticks and lists move together. */
function useFolderMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: foldersKey(user?.id ?? '') }),
  });
}

export const useCreateFolder = () =>
  useFolderMutation(async (name: string) => (await api.post<{ data: { folder: Folder } }>(base, { name })).data.folder);

export const useUpdateFolder = () =>
  useFolderMutation(
    async ({ id, ...change }: { id: string; name?: string; position?: number }) =>
      (
        await api.request<{ data: { folder: Folder } }>(`${base}/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: change,
        })
      ).data.folder,
  );

export const useDeleteFolder = () =>
  useFolderMutation(async (id: string) => {
    await api.delete(`${base}/${encodeURIComponent(id)}`);
  });

export interface SaveDocumentInput {
  folderId: string;
  slug: string;
  note?: string;
  position?: number;
  /** Move from this folder. */
  from?: string;
}

/** PUT /me/folders/{id}/documents/{slug}: save, change the note, reorder or move. */
export const useSaveDocument = () =>
  useFolderMutation(
    async ({ folderId, slug, ...change }: SaveDocumentInput) =>
      (await api.put<{ data: { entry: FolderEntry } }>(documentPath(folderId, slug), change)).data.entry,
  );

export const useRemoveDocument = () =>
  useFolderMutation(async ({ folderId, slug }: { folderId: string; slug: string }) => {
    await api.delete(documentPath(folderId, slug));
  });

/**
 * GET /me/folders/{id}/export: fetched with the session cookie and handed to the browser as a download with the
 * server's file name, so that a failure is told on the page rather than as a browser error page.
 */
export async function downloadFolderExport(id: string, format: ExportFormat): Promise<void> {
  const response = await fetch(`${env.apiUrl}${base}/${encodeURIComponent(id)}/export?format=${format}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status, `The export could not be made (HTTP ${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `folder.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
