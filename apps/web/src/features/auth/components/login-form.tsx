import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_MESSAGES } from '@batas/shared/schemas/accounts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { showServerErrors } from '@/lib/form-errors';
import { useLogin, type LoginInput } from '../api/login';

/**
 * E-mail and password sign-in; onSignedIn decides where to go next. `linkState` is carried to the sign-up link, so a
 * visitor who registers instead still reaches where they were going.
 */
export function LoginForm({ onSignedIn, linkState }: { onSignedIn: () => void; linkState?: { from: string } }) {
  const login = useLogin();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LoginInput>({ initialValues: { email: '', password: '' } });

  const submit = form.onSubmit((values) => {
    if (!values.email.trim() || !values.password) {
      setProblem(ACCOUNT_MESSAGES.fillAllFields);
      return;
    }
    setProblem(null);
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const message = showServerErrors(form, error, 'Login failed');
        setProblem(message);
        notifications.show({ color: 'red', title: 'Login failed', message });
      },
    });
  });

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="space-between">
          <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm" underline="always">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          No account yet?{' '}
          {/* Underlined: inside a sentence, colour alone does not tell a link apart (axe link-in-text-block). */}
          <Anchor component={Link} to={paths.register.getHref()} state={linkState} underline="always">
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
