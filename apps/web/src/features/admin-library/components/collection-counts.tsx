import { Group, Stack, Text } from '@mantine/core';
import type { LibraryCollection } from '../api/library-sources';

const LABELS: Array<[string, string]> = [
  ['documents', 'Documents'],
  ['inserted', 'New'],
  ['updated', 'Updated'],
  ['merged', 'Merged with an existing document'],
  ['part', 'Parts of codes'],
  ['skipped', 'Skipped'],
];

/** What an installed collection gave the library, over every install; nothing when it was never installed. */
export function CollectionCounts({ collection }: { collection: LibraryCollection }) {
  const shown = LABELS.filter(([key]) => (collection.counts[key] ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <Stack gap={4}>
      <Group gap="lg" component="dl" m={0}>
        {shown.map(([key, label]) => (
          <Stack key={key} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {collection.counts[key]!.toLocaleString('en-US')}
            </Text>
          </Stack>
        ))}
      </Group>
      {collection.installedAt && (
        <Text size="xs" c="dimmed">
          Installed {new Date(collection.installedAt).toLocaleString('en-PH')}
        </Text>
      )}
    </Stack>
  );
}
