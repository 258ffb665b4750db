import { useReturnState } from '@/hooks/use-return-state';
import { Burger, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { MAIN_NAV } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { avatarLetter } from '@/lib/session-user';
import { BrandLogo } from './brand-logo';
import classes from './site-header.module.css';

interface SiteHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
}

// The menu (popover positioning, Mantine's Avatar) is only for signed-in users; visitors never download it. While it
// loads, a plain circle with the same letter holds its place.
const UserMenu = lazy(() => import('./user-menu'));

/** Top bar: brand, the six links (from md up), and sign-in buttons or the user menu; a burger below md. */
export function SiteHeader({ menuOpened, onToggleMenu, menuButtonRef }: SiteHeaderProps) {
  const { user } = useSession();
  // On /login after a redirect: Sign in / Sign up keep where the visitor was going (a claim).
  const returnState = useReturnState();
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <BrandLogo />
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.href} to={item.href} end={item.end} className={classes.link}>
              {item.label}
            </NavLink>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {user ? (
            <Suspense
              fallback={
                <span className={classes.avatarPlaceholder} aria-hidden>
                  {avatarLetter(user)}
                </span>
              }
            >
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Group gap="xs" visibleFrom="sm" wrap="nowrap">
              <Button component={Link} to={paths.login.getHref()} state={returnState} variant="default">
                Sign in
              </Button>
              <Button component={Link} to={paths.register.getHref()} state={returnState}>
                Sign up
              </Button>
            </Group>
          )}
          <Burger
            ref={menuButtonRef}
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={menuOpened}
          />
        </Group>
      </Group>
    </Container>
  );
}
