import { Container, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { usePageMeta } from '@/lib/page-meta';
import { useReturnState } from '@/hooks/use-return-state';

export { useReturnState };

/** The frame of the account screens: a narrow column with one h1, and the page title set. */
export function AccountFrame({
  title,
  subtitle,
  size = 'sm',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  usePageMeta({ title });
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {subtitle && (
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * Screens for signed-in users: anyone else goes to /login and comes back here after signing in. Signing out on
 * such a screen is not a reason to ask for a sign-in: the menu is already taking the user home.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const [hadSession] = useState(!!user);
  if (!user && hadSession) return null;
  if (!user)
    return <Navigate to={paths.login.getHref()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

/** Where to go after signing in or signing up: back to the page that sent the user to /login, else the dashboard. */
export function useReturnPath(): string {
  return useReturnState()?.from ?? paths.dashboard.getHref();
}
