import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportFormat } from '@batas/shared/contracts/research-folders';
import * as route from '@batas/shared/contracts/endpoints/research-folders';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { foldersKey } from './get-folders';

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
  useFolderMutation(async (name: string) => (await api.call(route.createFolder, { body: { name } })).data.folder);

export const useUpdateFolder = () =>
  useFolderMutation(
    async ({ id, ...change }: { id: string; name?: string; position?: number }) =>
      (await api.call(route.updateFolder, { params: { id }, body: change })).data.folder,
  );

export const useDeleteFolder = () =>
  useFolderMutation(async (id: string) => {
    await api.call(route.deleteFolder, { params: { id } });
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
      (await api.call(route.saveFolderDocument, { params: { id: folderId, slug }, body: change })).data.entry,
  );

export const useRemoveDocument = () =>
  useFolderMutation(async ({ folderId, slug }: { folderId: string; slug: string }) => {
    await api.call(route.removeFolderDocument, { params: { id: folderId, slug } });
  });

/**
 * GET /me/folders/{id}/export: fetched with the session cookie and handed to the browser as a download with the
 * server's file name, so that a failure is told on the page rather than as a browser error page.
 */
export async function downloadFolderExport(id: string, format: ExportFormat): Promise<void> {
  const file = await api.download(route.exportFolder, { params: { id }, query: { format } });
  const url = URL.createObjectURL(file.blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: file.filename ?? `folder.${format}` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
