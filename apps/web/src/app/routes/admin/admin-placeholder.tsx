import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '@/lib/page-meta';

/** A section the spec lists but does not build yet: its title and the spec's 'coming soon' text. */
export function AdminPlaceholder({ title, text }: { title: string; text: string }) {
  usePageMeta({ title });
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Text>{text}</Text>
      </Paper>
    </Stack>
  );
}
