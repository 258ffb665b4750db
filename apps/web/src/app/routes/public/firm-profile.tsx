import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { titleFromSlug } from '@/utils/text';

/** Placeholder profile: the name comes from the slug; full firm profiles are not built yet. */
export default function FirmProfileRoute() {
  const name = titleFromSlug(useParams().slug ?? '') || 'Law Firm';
  usePageMeta({ title: name, description: `${name}: law firm profile coming soon.` });
  return (
    <Container size="sm" py={60}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start">
          <Title order={1}>{name}</Title>
          <Text>
            The full profile of this firm is coming soon: lawyers, practice areas, notable cases and contact details.
          </Text>
          <Button
            component={Link}
            to={paths.firms.getHref()}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to Law Firms
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
