import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DARK_TITLE } from '@/components/ui/load-error';
import { unsubscribeFromDigests } from '../api/alert-mutations';

/**
 * Where a digest's visible unsubscribe link lands. It asks before acting (a link checker that opens every link of a
 * message must not unsubscribe anyone); mail programs' one-click unsubscribe posts straight to the API instead.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const stop = useMutation({ mutationFn: () => unsubscribeFromDigests(token) });
  if (!token)
    return <Text>This unsubscribe link is incomplete. Manage your alerts from your dashboard after signing in.</Text>;
  if (stop.isSuccess)
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title="You are unsubscribed"
        role="status"
        // Mantine's light-variant green title on its pale green is too faint for axe (4.0:1 even in its darkest
        // green): the title takes the text colour, the icon keeps the green.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">
          No more alert e-mails will be sent to you. Your alerts are paused, not deleted: resume them from your{' '}
          <Anchor component={Link} to={paths.dashboard.getHref()} underline="always">
            dashboard
          </Anchor>{' '}
          when you want them again.
        </Text>
      </Alert>
    );
  return (
    <Stack gap="md" align="flex-start">
      <Text>Stop the alert e-mails: every alert of your account is paused, and nothing more is sent.</Text>
      {stop.isError && (
        <Alert color="red" title="Could not unsubscribe" role="alert" styles={DARK_TITLE}>
          {stop.error.message}
        </Alert>
      )}
      <Button onClick={() => stop.mutate()} loading={stop.isPending}>
        Unsubscribe from alert e-mails
      </Button>
    </Stack>
  );
}
