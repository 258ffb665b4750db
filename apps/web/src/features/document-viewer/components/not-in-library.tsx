import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import type { MissingCitation } from '../api/resolve-document';
import { useLibrarySearch } from '../api/search-library';
import { useGoBack } from '../hooks/use-go-back';
import { ViewerHeader } from './viewer-header';

/**
 * A well-formed citation the library does not hold. The reader is told so plainly and offered what the library
 * does have: the documents that mention its number, and the full search for it.
 */
export function NotInLibrary({ citation }: { citation: MissingCitation }) {
  usePageMeta({ title: `Not in the library: ${citation.text}` });
  const goBack = useGoBack();
  const search = useLibrarySearch(citation.searchNumber);
  const found = search.data?.documents ?? [];
  const searchHref = `${paths.lawLibrary.getHref()}?${new URLSearchParams({ q: citation.searchNumber })}`;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <ViewerHeader />
        <Title order={1}>Not in the library</Title>
        <Text>
          The library does not hold <strong>{citation.text}</strong> yet.
        </Text>
        <Stack gap="xs" component="section" aria-label="Suggestions">
          <Text fw={600}>Documents that mention “{citation.searchNumber}”</Text>
          {search.isPending ? (
            <Skeleton height={48} radius="sm" />
          ) : search.isError ? (
            <Text size="sm" c="dimmed">
              The suggestions could not be loaded.
            </Text>
          ) : found.length > 0 ? (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {found.map((doc) => (
                <li key={doc.slug ?? doc._id}>
                  <Anchor component={Link} to={paths.document.getHref(encodeURIComponent(doc.slug ?? ''))}>
                    {doc.heading}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[doc.citation, doc.documentType].filter(Boolean).join(' · ')}
                  </Text>
                </li>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No document in the library mentions it.
            </Text>
          )}
        </Stack>
        <Group>
          <Button component={Link} to={searchHref}>
            Search the library for “{citation.searchNumber}”
          </Button>
          <Button variant="default" onClick={goBack}>
            Go Back
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
