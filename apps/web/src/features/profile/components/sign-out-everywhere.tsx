import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/form-errors';
import { notifyFailure } from '@/lib/notify';
import { useSignOutEverywhere } from '../api/account';

/** /settings: ends every session of the account on every device (a lost phone, a shared computer). */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Title order={2} size="h4">
          Sessions
        </Title>
        <Text size="sm">
          Signed in on a device you no longer use, or on a shared computer? Sign out everywhere, this browser included.
        </Text>
        <Group justify="flex-end">
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            Sign out everywhere
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Sign out everywhere"
        message="Every device signed in to your account, this one included, will be signed out."
        confirmLabel="Sign out everywhere"
        loading={signOut.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: onSignedOut,
            onError: (error) => {
              setConfirming(false);
              notifyFailure('Could not sign out', serverMessage(error, 'Please try again.'));
            },
          })
        }
      />
    </Card>
  );
}
