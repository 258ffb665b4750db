import { ActionIcon, Anchor, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFolderPlus } from '@tabler/icons-react';
import { RESEARCH_LIMITS } from '@batas/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify';
import { countOf } from '@/utils/text';
import { useCreateFolder, useUpdateFolder } from '../api/folder-mutations';
import { useFolders } from '../api/get-folders';

/**
 * The dashboard's research folders: each with its number of documents, leading to the folder; a new folder; the
 * order changed with Move up and Move down (buttons rather than dragging, so a keyboard and a phone work alike).
 */
export function FoldersCard() {
  const folders = useFolders();
  const create = useCreateFolder();
  const update = useUpdateFolder();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    setError(null);
    create.mutate(name, {
      onSuccess: () => setName(''),
      onError: (failure) =>
        setError(isApiError(failure) ? (failure.errors[0]?.message ?? failure.message) : failure.message),
    });
  };
  const move = (id: string, position: number) =>
    update.mutate(
      { id, position },
      { onError: (failure) => notifyFailure('Could not move the folder', failure.message) },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="folders-title">
      <Title order={2} size="h4" mb={4} id="folders-title">
        Research folders
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Save documents from the library with a private note; export a folder as a list of authorities.
      </Text>
      {folders.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading your folders" />
      ) : folders.isError ? (
        <LoadError
          message="Could not load your folders"
          onRetry={() => void folders.refetch()}
          retrying={folders.isFetching}
        />
      ) : folders.data.length === 0 ? (
        <Text size="sm" mb="md">
          No folders yet. Choose Save on a document of the{' '}
          <Anchor component={Link} to={paths.lawLibrary.getHref()} underline="always">
            law library
          </Anchor>
          , or make a folder here.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" mb="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {folders.data.map((folder, index) => (
            <Group key={folder.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={paths.folder.getHref(folder.id)}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {folder.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {countOf(folder.documentCount, 'document')}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={`Move up: ${folder.name}`}
                  disabled={index === 0 || update.isPending}
                  onClick={() => move(folder.id, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move down: ${folder.name}`}
                  disabled={index === folders.data.length - 1 || update.isPending}
                  onClick={() => move(folder.id, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="New folder"
            placeholder="e.g. Publication of laws"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={RESEARCH_LIMITS.folderNameLength}
            error={error}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="default"
            loading={create.isPending}
            leftSection={<IconFolderPlus size={16} aria-hidden />}
          >
            Add
          </Button>
        </Group>
      </form>
    </Card>
  );
}
