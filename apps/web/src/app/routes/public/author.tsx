import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { titleFromSlug } from '@/utils/text';

/** Generic author page. Lawyer authors link to their lawyer profiles instead. */
export default function AuthorRoute() {
  const name = titleFromSlug(useParams().slug ?? '') || 'Author';
  usePageMeta({ title: name, description: `Articles by ${name}.` });
  return (
    <Container size="sm" py={60}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start">
          <Title order={1}>{name}</Title>
          <Text>Author pages are coming soon. In the meantime, find this author's writing among our articles.</Text>
          <Button
            component={Link}
            to={paths.articles.getHref()}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Browse Articles
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
