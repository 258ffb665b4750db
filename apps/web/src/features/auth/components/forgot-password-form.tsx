import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordSchema } from '@batas/shared/contracts/account-security';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { showServerErrors } from '@/lib/form-errors';
import { notifyFailure } from '@/lib/notify';
import { zodFormValidator } from '@/lib/zod-form';
import { useRequestPasswordReset } from '../api/password-reset';

type Values = { email: string };
const validate = zodFormValidator<Values>(forgotPasswordSchema);

/** /forgot-password: an e-mail address in, a reset link out (if the address has an account). */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { email: '' }, validate });

  const submit = form.onSubmit((values) =>
    request.mutate(values, {
      onSuccess: setSent,
      onError: (error) =>
        notifyFailure('Could not send the link', showServerErrors(form, error, 'Please try again in a moment.')),
    }),
  );

  if (sent) {
    return (
      <Stack>
        <Alert color="green" title="Check your e-mail" role="status">
          {sent}
        </Alert>
        <Text size="sm">
          Nothing arrived? Look in the spam folder, or{' '}
          <Anchor component="button" type="button" underline="always" onClick={() => setSent(null)}>
            send the link again
          </Anchor>
          .
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.login.getHref()}>
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">Type the e-mail address of your account. We will send it a link to choose a new password.</Text>
        <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" loading={request.isPending} fullWidth>
          Send reset link
        </Button>
        <Text size="sm" ta="center">
          Remembered it?{' '}
          <Anchor component={Link} to={paths.login.getHref()} underline="always">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
