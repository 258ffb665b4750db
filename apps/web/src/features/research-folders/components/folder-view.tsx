import { Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { RESEARCH_LIMITS } from '@batas/shared/constants';
import type { ExportFormat } from '@batas/shared/contracts/research-folders';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { countOf } from '@/utils/text';
import { downloadFolderExport, useDeleteFolder, useUpdateFolder } from '../api/folder-mutations';
import { useFolder, useFolders } from '../api/get-folders';
import { FolderEntryItem } from './folder-entry-item';

const EXPORTS: ReadonlyArray<{ format: ExportFormat; label: string }> = [
  { format: 'text', label: 'List of authorities' },
  { format: 'csv', label: 'CSV' },
];

/**
 * One research folder: its exports (the list of authorities as text, the whole folder as CSV), rename and delete,
 * and its documents in the folder's order, each with its note.
 */
export function FolderView({ id }: { id: string }) {
  const folder = useFolder(id);
  const all = useFolders();
  const update = useUpdateFolder();
  const remove = useDeleteFolder();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  if (folder.isPending) return <Loader role="status" aria-label="Loading the folder" />;
  if (folder.isError) {
    if (isApiError(folder.error) && folder.error.status === 404)
      return (
        <Text>
          This folder does not exist.{' '}
          <Anchor component={Link} to={paths.dashboard.getHref()} underline="always">
            Back to your dashboard
          </Anchor>
        </Text>
      );
    return (
      <LoadError
        message="Could not load the folder"
        onRetry={() => void folder.refetch()}
        retrying={folder.isFetching}
      />
    );
  }
  const { documents } = folder.data;
  const others = (all.data ?? []).filter((entry) => entry.id !== id);

  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadFolderExport(id, format);
    } catch (error) {
      notifyFailure('Could not export the folder', error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  };
  const rename = () =>
    update.mutate(
      { id, name },
      {
        onSuccess: () => setRenaming(false),
        onError: (error) =>
          setNameError(isApiError(error) ? (error.errors[0]?.message ?? error.message) : error.message),
      },
    );

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.dashboard.getHref()} size="sm">
        ← Dashboard
      </Anchor>
      <Group gap="xs">
        {EXPORTS.map(({ format, label }) => (
          <Button
            key={format}
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={exporting === format}
            disabled={documents.length === 0}
            onClick={() => void download(format)}
          >
            {label}
          </Button>
        ))}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => {
            setName(folder.data.name);
            setNameError(null);
            setRenaming(true);
          }}
        >
          Rename
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Delete folder
        </Button>
      </Group>
      {renaming && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            rename();
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Folder name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={RESEARCH_LIMITS.folderNameLength}
              error={nameError}
              data-autofocus
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
            <Button variant="default" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </Group>
        </form>
      )}
      <Text size="sm" c="dimmed">
        {countOf(documents.length, 'document')}
      </Text>
      {documents.length === 0 ? (
        <Text>
          This folder is empty. Open a document of the{' '}
          <Anchor component={Link} to={paths.lawLibrary.getHref()} underline="always">
            law library
          </Anchor>{' '}
          and choose Save.
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ol"
          aria-label="Documents in this folder"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {documents.map((entry, index) => (
            <FolderEntryItem
              key={`${entry.slug}-${entry.savedAt}`}
              folderId={id}
              entry={entry}
              index={index}
              count={documents.length}
              otherFolders={others}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Delete folder"
        message={`Delete “${folder.data.name}” and the notes in it? The documents stay in the library.`}
        confirmLabel="Delete folder"
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              notifySuccess('Folder deleted');
              void navigate(paths.dashboard.getHref());
            },
            onError: (error) => notifyFailure('Could not delete the folder', error.message),
          })
        }
      />
    </Stack>
  );
}
