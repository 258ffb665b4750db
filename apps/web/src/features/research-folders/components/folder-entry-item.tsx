import { ActionIcon, Anchor, Badge, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { FolderEntry, FolderSummary } from '@batas/shared/contracts/research-folders';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useRemoveDocument, useSaveDocument } from '../api/folder-mutations';

interface FolderEntryItemProps {
  folderId: string;
  entry: FolderEntry;
  /** Its place in the folder and the folder's size, for Move up and Move down. */
  index: number;
  count: number;
  /** The account's other folders, to move it to. */
  otherFolders: FolderSummary[];
}

/** One saved document: its title and how a brief cites it, its note (edited in place), and where it goes. */
export function FolderEntryItem({ folderId, entry, index, count, otherFolders }: FolderEntryItemProps) {
  const save = useSaveDocument();
  const remove = useRemoveDocument();
  const [note, setNote] = useState(entry.note);
  const [noteError, setNoteError] = useState<string | null>(null);
  const changed = note.trim() !== entry.note;
  const failed = (title: string) => (error: Error) =>
    isApiError(error) && error.fieldErrors.note
      ? setNoteError(error.fieldErrors.note)
      : notifyFailure(title, error.message);

  return (
    <Stack gap={6} component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          {entry.inLibrary ? (
            <Anchor component={Link} to={paths.document.getHref(encodeURIComponent(entry.slug))} fw={600}>
              {entry.heading}
            </Anchor>
          ) : (
            <Text fw={600}>{entry.heading}</Text>
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.authority}
          </Text>
          {!entry.inLibrary && (
            <Badge color="gray.8" variant="light" tt="none" mt={4}>
              No longer in the library
            </Badge>
          )}
        </div>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={`Move up: ${entry.heading}`}
            disabled={index === 0 || save.isPending}
            onClick={() =>
              save.mutate({ folderId, slug: entry.slug, position: index - 1 }, { onError: failed('Could not move it') })
            }
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Move down: ${entry.heading}`}
            disabled={index === count - 1 || save.isPending}
            onClick={() =>
              save.mutate({ folderId, slug: entry.slug, position: index + 1 }, { onError: failed('Could not move it') })
            }
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Textarea
        label="Private note"
        aria-label={`Private note: ${entry.heading}`}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setNoteError(null);
        }}
        autosize
        minRows={1}
        maxRows={8}
        error={noteError}
      />
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          {changed && (
            <Button
              size="xs"
              loading={save.isPending && save.variables?.note !== undefined}
              onClick={() =>
                save.mutate(
                  { folderId, slug: entry.slug, note },
                  { onSuccess: () => notifySuccess('Note saved'), onError: failed('Could not save the note') },
                )
              }
            >
              Save note
            </Button>
          )}
          {otherFolders.length > 0 && (
            <Select
              size="xs"
              aria-label={`Move to another folder: ${entry.heading}`}
              placeholder="Move to…"
              data={otherFolders.map((folder) => ({ value: folder.id, label: folder.name }))}
              value={null}
              onChange={(target) =>
                target &&
                save.mutate(
                  { folderId: target, slug: entry.slug, from: folderId },
                  {
                    onSuccess: () =>
                      notifySuccess(`Moved to ${otherFolders.find((folder) => folder.id === target)?.name}`),
                    onError: failed('Could not move it'),
                  },
                )
              }
              w={170}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </Group>
        <Button
          size="xs"
          variant="default"
          aria-label={`Remove from this folder: ${entry.heading}`}
          loading={remove.isPending}
          onClick={() => remove.mutate({ folderId, slug: entry.slug }, { onError: failed('Could not remove it') })}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
