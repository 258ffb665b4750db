import { Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NotInLibrarySuggestions, type MissingFromLibrary } from '@/components/ui/not-in-library-suggestions';
import { mentionsQueryOptions } from '../api/get-documents';

/**
 * Above the results, when the search words name a case or citation the library lacks: said first, so that a
 * reader who typed 'G.R. No. 101083' is not left with an empty page, and offered what its address offers.
 */
export function NotInLibraryNotice({ citation }: { citation: MissingFromLibrary }) {
  const mentions = useQuery(mentionsQueryOptions(citation.searchNumber));
  return (
    <Paper
      id="not-in-library"
      withBorder
      radius="md"
      p="md"
      mb="md"
      component="section"
      aria-labelledby="not-in-library-title"
    >
      <Title order={2} size="h4" mb="xs" id="not-in-library-title">
        Not in the library
      </Title>
      <NotInLibrarySuggestions
        citation={citation}
        suggestions={{ documents: mentions.data?.documents, isPending: mentions.isPending, isError: mentions.isError }}
      />
    </Paper>
  );
}
