import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RESET_LINK_INCOMPLETE, resetPasswordSchema } from '@batas/shared/contracts/account-security';
import { ACCOUNT_MESSAGES } from '@batas/shared/schemas/accounts';
import { useState } from 'react';
import { Link } from 'react-router';
import { NewPasswordInput } from '@/components/ui/new-password-input';
import { paths } from '@/config/paths';
import { serverFieldErrors, serverMessage } from '@/lib/form-errors';
import { notifyFailure } from '@/lib/notify';
import { zodFormValidator } from '@/lib/zod-form';
import { useResetPassword } from '../api/password-reset';

type Values = { password: string; confirmPassword: string };
const validatePassword = zodFormValidator<{ password: string; token: string }>(resetPasswordSchema);

/**
 * /reset-password?token=…: a new password for the account the e-mailed link names. A link that is incomplete,
 * used or expired says so and offers a new one; success sends the person to sign in.
 */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(
    resetPasswordSchema.shape.token.safeParse(token).success ? null : RESET_LINK_INCOMPLETE,
  );
  const form = useForm<Values>({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => {
      const { password } = validatePassword({ password: values.password, token });
      return {
        ...(password ? { password } : {}),
        ...(values.confirmPassword !== values.password
          ? { confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch }
          : {}),
      };
    },
  });

  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: onReset,
        onError: (error) => {
          const fields = serverFieldErrors(error);
          const message = serverMessage(error, 'Could not reset the password. Please try again.');
          if (fields.token) setLinkProblem(fields.token);
          else if (fields.password) form.setFieldError('password', fields.password);
          else notifyFailure('Password not changed', message);
        },
      },
    ),
  );

  if (linkProblem) {
    return (
      <Stack>
        <Alert color="red" title="This link cannot be used" role="alert">
          {linkProblem}
        </Alert>
        <Button component={Link} to={paths.forgotPassword.getHref()}>
          Ask for a new link
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Choose a new password of at least 8 characters that is hard to guess: common passwords and the site's name are
          refused. Every device signed in to your account will be signed out.
        </Text>
        <NewPasswordInput label="New password" required context={{}} {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm new password"
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Reset password
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.login.getHref()}>
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
