import { notifyOnTopic } from '@/lib/notify';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, basicRegistrationSchema, type BasicRegistrationInput } from '@batas/shared/schemas/accounts';
import { NewPasswordInput } from '@/components/ui/new-password-input';
import { showServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/zod-form';
import { useRegisterBasic } from '../api/register';

type Values = {
  firstName: string;
  lastName: string;
  middleName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
};

// The API's own schema, plus the confirmation, which is the browser's business only.
const validateFields = zodFormValidator<Values>(basicRegistrationSchema);
const validate = (values: Values) => ({
  ...validateFields(values),
  ...(values.confirmPassword !== values.password ? { confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch } : {}),
});

/** /register/basic: the client sign-up form. */
export function BasicRegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegisterBasic();
  const form = useForm<Values>({
    initialValues: {
      firstName: '',
      lastName: '',
      middleName: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
    },
    validate,
  });

  const submit = form.onSubmit(({ confirmPassword: _confirm, ...values }) => {
    register.mutate(values as BasicRegistrationInput, {
      onSuccess: () => {
        notifyOnTopic('registration', { color: 'green', message: 'Registration successful! Welcome to our platform.' });
        onRegistered();
      },
      onError: (error) => {
        notifyOnTopic('registration', {
          color: 'red',
          title: 'Registration failed',
          message: showServerErrors(form, error, 'Registration failed. Please try again.'),
        });
      },
    });
  });

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Middle name"
          description="Optional"
          autoComplete="additional-name"
          {...form.getInputProps('middleName')}
        />
        <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        <TextInput
          label="Phone"
          description="Optional"
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <NewPasswordInput
          label="Password"
          required
          context={{ email: form.values.email, names: [form.values.firstName, form.values.lastName] }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={register.isPending}>
            Create account
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
