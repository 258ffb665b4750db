import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the help and policy pages: a reading-width column, one h1, a lead paragraph, then sections. */
export function TextPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="lg" mt={4}>
            {lead}
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/** One titled section (h2) of a text page; `id` makes it linkable (/help#citing). */
export function TextSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <Title order={2} size="h3" id={id ? `${id}-title` : undefined}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A link inside running text: underlined, so it is told apart from the words around it by more than colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always">
      {children}
    </Anchor>
  );
}
