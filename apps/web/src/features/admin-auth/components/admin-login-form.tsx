import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { AdminUser } from '@/lib/session-store';
import { useAdminLogin } from '../api/admin-login';

export const LOGIN_FAILED = 'Login failed';

/** The server's message ('Invalid email or password'), 'Login failed' when it gave none, or the network message. */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (isApiError(error) && error.message && error.status !== 500) return error.message;
  return LOGIN_FAILED;
}

/** Admin sign-in: email and password. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (admin: AdminUser) => void }) {
  const login = useAdminLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Email is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });
  const submit = form.onSubmit((values) => login.mutate(values, { onSuccess: (answer) => onSignedIn(answer.admin) }));

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2" ta="center">
            Admin Login
          </Title>
          {login.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {loginErrorMessage(login.error)}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            Sign In
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
