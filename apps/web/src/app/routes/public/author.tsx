import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import type { RouteHead } from '@/app/route-head';
import { titleFromSlug } from '@/utils/text';

const authorName = (slug: string | undefined) => titleFromSlug(slug ?? '') || 'Author';

export const head: RouteHead = ({ params }) => {
  const name = authorName(params.slug);
  return { title: name, description: `Articles by ${name}.` };
};

/**
 * Generic author page, for names the platform knows only as a byline. Lawyer authors link to their lawyer profiles
 * instead, so this page sends the reader to the two places that can hold the author: the directory and the articles.
 */
export default function AuthorRoute() {
  const name = authorName(useParams().slug);
  return (
    <Container size="sm" py={60}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start">
          <Title order={1}>{name}</Title>
          <Text>
            This name is not linked to a lawyer profile. Articles written by verified lawyers are listed on their
            profiles in the lawyers directory.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.lawyers.getHref({ search: name })}
              leftSection={<IconSearch size={16} aria-hidden />}
            >
              Find in the Lawyers Directory
            </Button>
            <Button
              component={Link}
              to={paths.articles.getHref()}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Browse Articles
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
