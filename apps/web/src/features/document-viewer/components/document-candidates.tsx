import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { formatLongUsDate } from '@batas/shared/dates/index';
import { cleanDocumentTitle } from '@batas/shared/names/index';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { DocumentCandidate } from '../api/resolve-document';
import { ViewerHeader } from './viewer-header';

/**
 * The resolver's 300 answer: several documents carry this citation and its date cannot choose between them
 * (a G.R. number with a decision and a resolution, a slug without a date). The reader picks; nothing is guessed.
 */
export function DocumentCandidates({ requested, candidates }: { requested: string; candidates: DocumentCandidate[] }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <ViewerHeader />
        <Title order={1}>Several documents match</Title>
        <Text>
          More than one document in the library fits <strong>{requested}</strong>. Choose the one you mean:
        </Text>
        <List spacing="md" listStyleType="none" p={0} aria-label="Matching documents">
          {candidates.map((candidate) => (
            <List.Item key={candidate.slug}>
              <Anchor component={Link} to={paths.document.getHref(encodeURIComponent(candidate.slug))} fw={600}>
                {cleanDocumentTitle(candidate.title) || candidate.slug}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[candidate.citation, formatLongUsDate(candidate.date), candidate.documentType]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
