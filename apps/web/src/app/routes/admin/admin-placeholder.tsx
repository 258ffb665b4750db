import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '@/lib/page-meta';

/** A back-office section that is not built yet: its title and a 'coming soon' text. */
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
