import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { RouteHead } from '@/app/route-head';
import { notFound, type PageLoader } from '@/app/route-data';

/** No route has this address: status 404. */
export const loader: PageLoader = notFound;

export const head: RouteHead = () => ({
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
});

/** Any address no route matches. */
export default function NotFoundRoute() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={64} c="navy.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has been moved.</Text>
        <Group justify="center">
          <Button component={Link} to={paths.home.getHref()}>
            Go to the home page
          </Button>
          <Button component={Link} to={paths.lawLibrary.getHref()} variant="default">
            Search the Law Library
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
