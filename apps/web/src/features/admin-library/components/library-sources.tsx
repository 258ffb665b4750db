import { Loader, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '@/components/ui/load-error';
import { useLibrarySources } from '../api/library-sources';
import { CollectionCard } from './collection-card';

/**
 * Library Sources: the public collections of Philippine law the whole library is installed from, where each stands,
 * and the install that brings it in (a job of the job runner, followed here while it runs).
 */
export function LibrarySources() {
  const sources = useLibrarySources();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Library Sources
        </Title>
        <Text c="dimmed" size="sm" maw={760}>
          The whole library comes from two public collections of the official texts. Installing one reads its archive at
          the commit this version of the platform pins, checks every file against the list of files carried with the
          platform, and adds or updates the documents it holds. An install that stops carries on where it stopped when
          it is started again.
        </Text>
      </Stack>
      {sources.isPending && <Loader aria-label="Loading the library sources" />}
      {sources.isError && (
        <LoadError
          message="Failed to load the library sources"
          error={sources.error}
          onRetry={() => void sources.refetch()}
          retrying={sources.isFetching}
        />
      )}
      {sources.data?.map((collection) => (
        <CollectionCard key={collection.id} collection={collection} />
      ))}
    </Stack>
  );
}
