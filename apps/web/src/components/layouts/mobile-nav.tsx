import { useReturnState } from '@/hooks/use-return-state';
import { Avatar, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link, NavLink, useNavigate } from 'react-router';
import { ACCOUNT_NAV, MAIN_NAV } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { avatarLetter, userFullName } from '@/lib/session-user';
import classes from './site-header.module.css';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: the layout returns the focus to the menu button. */
  onClosed: () => void;
}

/** The collapsible menu of small screens: the same links as the header, plus the account entries. */
export default function MobileNav({ opened, onClose, onClosed }: MobileNavProps) {
  const { user, signOut } = useSession();
  // On /login after a redirect: Sign in / Sign up keep where the visitor was going (a claim).
  const returnState = useReturnState();
  const navigate = useNavigate();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title="Menu"
      size="xs"
      position="right"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={4} component="nav" aria-label="Mobile">
        {MAIN_NAV.map((item) => (
          <NavLink key={item.href} to={item.href} end={item.end} className={classes.drawerLink} onClick={onClose}>
            {item.label}
          </NavLink>
        ))}
      </Stack>
      <Divider my="md" />
      {user ? (
        <Stack gap={4}>
          <Group gap="sm" mb="xs">
            <Avatar color="navy" radius="xl" aria-hidden>
              {avatarLetter(user)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {userFullName(user)}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </div>
          </Group>
          {ACCOUNT_NAV.map((item) => (
            <NavLink key={item.href} to={item.href} className={classes.drawerLink} onClick={onClose}>
              {item.label}
            </NavLink>
          ))}
          <Button
            variant="default"
            mt="sm"
            onClick={() => {
              signOut();
              onClose();
              void navigate(paths.home.getHref());
            }}
          >
            Sign out
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Button component={Link} to={paths.login.getHref()} state={returnState} variant="default" onClick={onClose}>
            Sign in
          </Button>
          <Button component={Link} to={paths.register.getHref()} state={returnState} onClick={onClose}>
            Sign up
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
