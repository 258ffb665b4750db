import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { serverMessage } from '@/lib/form-errors';
import { useSendTestEmail } from '../api/site-settings';

/** "Send a test e-mail": to the signed-in admin, through the outbox; the answer says where it went. */
export function TestEmailCard({ adminEmail }: { adminEmail: string | null }) {
  const send = useSendTestEmail();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="test-email-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="test-email-title">
          E-mail
        </Title>
        <Text size="sm">
          Check that the platform can send e-mail: a test message goes to your own address
          {adminEmail ? ` (${adminEmail})` : ''} through the same outbox as password resets and claim decisions.
        </Text>
        <Button
          variant="light"
          leftSection={<IconMailCheck size={16} aria-hidden />}
          loading={send.isPending}
          onClick={() => send.mutate()}
          style={{ alignSelf: 'flex-start' }}
        >
          Send a test e-mail
        </Button>
        {send.isSuccess && (
          <Alert icon={<IconMailCheck aria-hidden />} title="Test e-mail queued" role="status">
            {send.data.message}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Not sent" role="alert">
            {serverMessage(send.error, 'The test e-mail could not be queued. Please try again.')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
