import { Anchor, Button, Group, Loader, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { RESEARCH_LIMITS } from '@batas/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useCreateFolder, useRemoveDocument, useSaveDocument } from '../api/folder-mutations';
import { useFolders } from '../api/get-folders';

const NEW_FOLDER = 'new';

interface SaveDocumentDialogProps {
  slug: string;
  heading: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Save to a folder: choose one (or name a new one), write a private note, save. The folders that hold the document
 * already are listed with a way to take it out. A folder that holds it shows its note, to be edited.
 */
export default function SaveDocumentDialog({ slug, heading, opened, onClose }: SaveDocumentDialogProps) {
  const folders = useFolders(slug);
  const save = useSaveDocument();
  const create = useCreateFolder();
  const remove = useRemoveDocument();
  const [picked, setPicked] = useState<string | null>(null);
  const [name, setName] = useState('');
  // null: the chosen folder's own note, as saved (nothing typed yet).
  const [typed, setTyped] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const list = folders.data ?? [];
  const holding = list.filter((folder) => folder.saved);
  // Until one is picked: a folder that holds it, else the first folder, else a new one.
  const choice = picked ?? (list.find((folder) => folder.saved) ?? list[0])?.id ?? NEW_FOLDER;
  const note = typed ?? list.find((folder) => folder.id === choice)?.saved?.note ?? '';
  const setNote = setTyped;

  const choose = (value: string | null) => {
    setPicked(value);
    setErrors({});
    setTyped(null);
  };

  const submit = async () => {
    setErrors({});
    try {
      const folder =
        choice === NEW_FOLDER ? await create.mutateAsync(name) : list.find((entry) => entry.id === choice)!;
      await save.mutateAsync({ folderId: folder.id, slug, note });
      notifySuccess(`Saved to ${folder.name}`);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) setErrors(error.fieldErrors);
      else notifyFailure('Could not save the document', error instanceof Error ? error.message : String(error));
    }
  };

  const busy = save.isPending || create.isPending;
  const noteLength = Array.from(note).length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Save to a folder"
      centered
      closeButtonProps={{ 'aria-label': 'Close without saving' }}
    >
      <Stack gap="md">
        <Text size="sm" fw={500} lineClamp={3}>
          {heading}
        </Text>
        {folders.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading your folders" />
        ) : folders.isError ? (
          <LoadError message="Could not load your folders" onRetry={() => void folders.refetch()} />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="sm">
              <Select
                label="Folder"
                data={[
                  ...list.map((folder) => ({
                    value: folder.id,
                    label: folder.saved ? `${folder.name} (saved here)` : folder.name,
                  })),
                  { value: NEW_FOLDER, label: 'New folder…' },
                ]}
                value={choice}
                onChange={choose}
                allowDeselect={false}
                error={errors.folders ?? errors.documents}
                comboboxProps={{ withinPortal: true }}
              />
              {choice === NEW_FOLDER && (
                <TextInput
                  label="New folder name"
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                  maxLength={RESEARCH_LIMITS.folderNameLength}
                  required
                  error={errors.name}
                  data-autofocus
                />
              )}
              <Textarea
                label="Private note"
                description={`Only you see it. ${noteLength.toLocaleString('en-US')} of ${RESEARCH_LIMITS.noteLength.toLocaleString('en-US')} characters.`}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                autosize
                minRows={3}
                maxRows={10}
                error={errors.note}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {holding.length > 0 && (
          <Stack gap={6} component="section" aria-label="Saved in">
            <Text size="sm" fw={600}>
              Saved in
            </Text>
            {holding.map((folder) => (
              <Group key={folder.id} justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={paths.folder.getHref(folder.id)} size="sm" onClick={onClose}>
                  {folder.name}
                </Anchor>
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={`Remove from ${folder.name}`}
                  loading={remove.isPending && remove.variables?.folderId === folder.id}
                  onClick={() =>
                    remove.mutate(
                      { folderId: folder.id, slug },
                      { onError: (error) => notifyFailure('Could not remove the document', error.message) },
                    )
                  }
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
