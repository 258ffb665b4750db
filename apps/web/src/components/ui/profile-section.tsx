import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the profile; the caller leaves it out when it has nothing to show. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
