import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Shown in a job's card when a signed-out visitor chooses Save Job: saved jobs live in an account, so sign in first,
 * and come back to this very page (filters and page kept). In the card rather than a dialog: on a phone it stays
 * next to the job it is about. Focus moves to it, so a keyboard or screen-reader user hears it.
 */
export function SaveJobSignIn({ jobTitle, onDismiss }: { jobTitle: string; onDismiss: () => void }) {
  const location = useLocation();
  const box = useRef<HTMLDivElement>(null);
  // Without scrolling: the prompt opens right under the button just pressed.
  useEffect(() => box.current?.focus({ preventScroll: true }), []);
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color="navy"
      title="Sign in to save jobs"
      withCloseButton
      closeButtonLabel="Close"
      onClose={onDismiss}
    >
      <Text size="sm">
        Saved jobs are kept in your account, on your dashboard. Sign in and you come back here to save “{jobTitle}”.
      </Text>
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
