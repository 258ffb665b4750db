import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { CandidateChoice } from '../api/resolve-document';
import { candidateDetails } from '../utils/candidate-details';
import { candidatesHeading } from '../utils/document-head';
import { ViewerHeader } from './viewer-header';

/**
 * The resolver's 300 answer. Either several documents carry the citation and its date cannot choose (a G.R.
 * number with a decision and a resolution), or the library holds the number under other dates only. The reader
 * picks; nothing is guessed.
 */
export function DocumentCandidates({ asked, candidates, because }: CandidateChoice) {
  const heading = candidatesHeading(because);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <ViewerHeader />
        <Title order={1}>{heading}</Title>
        {because === 'date' ? (
          <Text>
            The library holds <strong>{asked.citation}</strong>, but not of {asked.date ?? 'the date you asked for'}.{' '}
            {candidates.length === 1 ? 'It has this document:' : `It has these ${candidates.length} documents:`}
          </Text>
        ) : (
          <Text>
            More than one document in the library fits{' '}
            <strong>{asked.date ? `${asked.citation}, ${asked.date}` : asked.citation}</strong>. Choose the one you
            mean:
          </Text>
        )}
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Matching documents">
          {candidates.map((candidate) => (
            <li key={candidate.slug}>
              <Anchor component={Link} to={paths.document.getHref(encodeURIComponent(candidate.slug))} fw={600}>
                {candidate.heading || candidate.slug}
              </Anchor>
              <Text size="sm" c="dimmed">
                {candidateDetails(candidate)}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
