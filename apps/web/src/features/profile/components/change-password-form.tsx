import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_MESSAGES, changePasswordSchema } from '@batas/shared/schemas/accounts';
import { NewPasswordInput } from '@/components/ui/new-password-input';
import { useSession } from '@/lib/auth';
import { showServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/zod-form';
import { useChangePassword } from '../api/account';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const validateFields = zodFormValidator<Values>(changePasswordSchema);

/** /settings: a new password; every other signed-in device is signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { user } = useSession();
  const form = useForm<Values>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      ...validateFields(values),
      ...(values.confirmPassword !== values.newPassword
        ? { confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch }
        : {}),
    }),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'green', message: 'Password changed successfully' });
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: showServerErrors(form, error, 'Failed to change password') }),
      },
    ),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          Change password
        </Title>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordInput
          label="New password"
          required
          context={{ email: user?.email, names: [user?.firstName, user?.lastName] }}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
