import { Alert, Button, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import type { SessionUser } from '@batas/shared/contracts/auth';
import { notifySuccess } from '@/lib/notify';
import { useResendVerification } from '../api/verify-email';

/** On the dashboard of an account whose address is not confirmed yet: what waits for it, and a new link. */
export function ConfirmEmailNotice({ user }: { user: SessionUser }) {
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  return (
    <Alert
      color="orange"
      c="dark"
      icon={<IconMailExclamation aria-hidden />}
      title="Please confirm your e-mail address"
    >
      <Text size="sm">
        We sent a link to <strong>{user.email}</strong>. Until you open it you can read everything, but not publish
        articles, claim a lawyer profile or receive alerts.
      </Text>
      <Button
        mt="sm"
        size="xs"
        variant="outline"
        loading={resend.isPending}
        onClick={() => resend.mutate(undefined, { onSuccess: notifySuccess })}
      >
        Send a new link
      </Button>
    </Alert>
  );
}
