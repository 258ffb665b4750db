import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Shown where a signed-out visitor chose something that lives in an account (Save Job, Save, Follow): sign in, or
 * create an account, and come back to this very page (its address and filters kept). In place rather than a
 * dialog: on a phone it stays next to what it is about. Focus moves to it, so a keyboard or screen-reader user
 * hears it.
 */
export function SignInPrompt({
  title,
  children,
  onDismiss,
}: {
  title: string;
  children: ReactNode;
  onDismiss: () => void;
}) {
  const location = useLocation();
  const box = useRef<HTMLDivElement>(null);
  // Without scrolling: the prompt opens right under the button just pressed.
  useEffect(() => box.current?.focus({ preventScroll: true }), []);
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color="navy"
      title={title}
      withCloseButton
      closeButtonLabel="Close"
      onClose={onDismiss}
    >
      <Text size="sm">{children}</Text>
      <Group gap="sm" mt="sm">
        <Button
          component={Link}
          to={paths.login.getHref()}
          state={{ from: `${location.pathname}${location.search}` }}
          size="xs"
          leftSection={<IconLogin size={14} aria-hidden />}
        >
          Sign in
        </Button>
        <Button component={Link} to={paths.registerBasic.getHref()} size="xs" variant="default">
          Create an account
        </Button>
      </Group>
    </Alert>
  );
}
