import { Container, Stack, Text, Title } from '@mantine/core';
import { CitationChecker } from '@/features/citation-checker/components/citation-checker';
import type { RouteHead } from '@/app/route-head';

export const head: RouteHead = () => ({
  title: 'Citation Checker',
  description:
    'Paste a text and see every Philippine case and statute citation in it, linked to the law library or marked missing.',
});

/** /citations: check every citation of a pasted text against the library. */
export default function CitationsRoute() {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>Citation Checker</Title>
        <Text c="dimmed">
          Paste a pleading, memo or decision. Every citation found is linked to its document in the law library, or
          marked missing when the library has no such document.
        </Text>
        <CitationChecker />
      </Stack>
    </Container>
  );
}
