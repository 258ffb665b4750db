import { Button, Container, Stack, Title } from '@mantine/core';
import { NotInLibrarySuggestions } from '@/components/ui/not-in-library-suggestions';
import type { MissingCitation } from '../api/resolve-document';
import { useLibrarySearch } from '../api/search-library';
import { useGoBack } from '../hooks/use-go-back';
import { ViewerHeader } from './viewer-header';

/**
 * A well-formed citation the library does not hold. The reader is told so plainly and offered what the library
 * does have: the documents that mention its number, and the full search for it.
 */
export function NotInLibrary({ citation }: { citation: MissingCitation }) {
  const goBack = useGoBack();
  const search = useLibrarySearch(citation.searchNumber);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <ViewerHeader />
        <Title order={1}>Not in the library</Title>
        <NotInLibrarySuggestions
          citation={citation}
          suggestions={{ documents: search.data?.documents, isPending: search.isPending, isError: search.isError }}
          actions={
            <Button variant="default" onClick={goBack}>
              Go Back
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}
