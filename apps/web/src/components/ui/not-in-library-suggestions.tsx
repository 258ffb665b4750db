import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { DocumentSummary } from '@batas/shared/contracts/documents';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A case or citation the library does not hold, as the API names it (the viewer's 404, the search's notInLibrary). */
export interface MissingFromLibrary {
  text: string;
  searchNumber: string;
}

interface NotInLibrarySuggestionsProps {
  citation: MissingFromLibrary;
  /** The library search for `citation.searchNumber`, as its query reports it. */
  suggestions: { documents: DocumentSummary[] | undefined; isPending: boolean; isError: boolean };
  /** Buttons beside the search (the viewer's Go Back). */
  actions?: ReactNode;
}

/**
 * What the reader is offered for a case or citation the library lacks, on its address and on the search page
 * alike: the documents that mention its number, and the full search for it.
 */
export function NotInLibrarySuggestions({ citation, suggestions, actions }: NotInLibrarySuggestionsProps) {
  const found = suggestions.documents ?? [];
  const searchHref = `${paths.lawLibrary.getHref()}?${new URLSearchParams({ q: citation.searchNumber })}`;
  return (
    <Stack gap="md">
      <Text>
        The library does not hold <strong>{citation.text}</strong> yet.
      </Text>
      <Stack gap="xs" component="section" aria-label="Suggestions">
        <Text fw={600}>Documents that mention “{citation.searchNumber}”</Text>
        {suggestions.isPending ? (
          <Skeleton height={48} radius="sm" />
        ) : suggestions.isError ? (
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
        {actions}
      </Group>
    </Stack>
  );
}
