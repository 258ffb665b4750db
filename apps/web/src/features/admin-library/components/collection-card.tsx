import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useInstallCollection, type LibraryCollection } from '../api/library-sources';
import { CollectionCounts } from './collection-counts';
import { InstallLog } from './install-log';

const STATE_LABEL: Record<LibraryCollection['state'], { label: string; color: string }> = {
  'not-installed': { label: 'Not installed', color: 'gray' },
  queued: { label: 'Queued', color: 'blue' },
  installing: { label: 'Installing', color: 'blue' },
  installed: { label: 'Installed', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

const short = (commit: string) => commit.slice(0, 7);

/** What the button does, in the state the collection is in. */
function actionOf(collection: LibraryCollection): string | null {
  if (collection.state === 'queued' || collection.state === 'installing') return null;
  if (collection.state === 'failed') return 'Resume install';
  if (collection.state === 'not-installed') return 'Install';
  return collection.installedCommit === collection.pinnedCommit
    ? 'Check again'
    : `Update to ${short(collection.pinnedCommit)}`;
}

export function CollectionCard({ collection }: { collection: LibraryCollection }) {
  const install = useInstallCollection();
  const [confirming, setConfirming] = useState(false);
  const state = STATE_LABEL[collection.state];
  const action = actionOf(collection);
  const job = collection.job;
  const running = collection.state === 'installing' && job && job.progress.total > 0;
  const headingId = `library-${collection.id}`;
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {collection.label}
            </Title>
            <Text size="sm" c="dimmed">
              <Anchor href={`https://github.com/${collection.repository}`} target="_blank" rel="noopener noreferrer">
                {collection.repository}
              </Anchor>{' '}
              at commit {short(collection.pinnedCommit)}
            </Text>
          </Stack>
          <Badge color={state.color} variant="light" size="lg" tt="none" c="dark">
            {state.label}
            {collection.state === 'installed' && collection.installedCommit
              ? ` at ${short(collection.installedCommit)}`
              : ''}
          </Badge>
        </Group>
        {running && (
          <Stack gap={4}>
            <Progress
              value={(100 * job.progress.completed) / job.progress.total}
              aria-label={`${collection.label} install progress`}
            />
            <Text size="sm">
              {job.progress.completed.toLocaleString('en-US')} of {job.progress.total.toLocaleString('en-US')} files
              checked
            </Text>
          </Stack>
        )}
        {collection.state === 'failed' && job?.error && (
          <Text size="sm" c="red.9" role="alert">
            The last install stopped: {job.error}
          </Text>
        )}
        <CollectionCounts collection={collection} />
        {install.isError && (
          <Text size="sm" c="red.9" role="alert">
            {isApiError(install.error) ? install.error.message : 'The install could not be started. Please try again.'}
          </Text>
        )}
        {action && (
          <Group>
            <Button onClick={() => setConfirming(true)} loading={install.isPending}>
              {action}
            </Button>
          </Group>
        )}
        {job && job.log.length > 0 && <InstallLog entries={job.log} />}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`${action ?? 'Install'}: ${collection.label}`}
        message={`This reads the whole ${collection.label} collection and adds or updates its documents in the library. It runs in the background for several minutes; you can leave this page.`}
        confirmLabel={action ?? 'Install'}
        loading={install.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => install.mutate(collection.id, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
