import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGavel, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const CHOICES = [
  {
    to: paths.registerBasic.getHref(),
    icon: IconUser,
    title: 'Client',
    text: 'Find lawyers, read articles and follow the law library.',
  },
  {
    to: paths.registerLawyer.getHref(),
    icon: IconGavel,
    title: 'Lawyer',
    text: 'Register with your Roll of Attorneys number, manage your profile and write articles.',
  },
];

/**
 * /register: choose Client or Lawyer. `linkState` travels with the choice: where the visitor was going before they
 * were asked to sign in (a claim of a profile), so the new account can go there.
 */
export function RegisterChoice({ linkState }: { linkState?: { from: string } }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {CHOICES.map((choice) => (
        <Card
          key={choice.to}
          component={Link}
          to={choice.to}
          state={linkState}
          withBorder
          shadow="sm"
          padding="xl"
          radius="md"
          aria-label={`Register as a ${choice.title.toLowerCase()}`}
        >
          <Stack align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <choice.icon size={30} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              {choice.title}
            </Title>
            <Text c="dimmed">{choice.text}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
