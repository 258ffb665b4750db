import { notifyOnTopic } from '@/lib/notify';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, lawyerRegistrationSchema } from '@batas/shared/schemas/accounts';
import { NewPasswordInput } from '@/components/ui/new-password-input';
import { showServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/zod-form';
import { useRegisterLawyer } from '../../api/register';

type Values = { email: string; password: string; confirmPassword: string; phone: string };
const validateFields = zodFormValidator<Values & { rollNumber: string }>(lawyerRegistrationSchema);

interface AccountStepProps {
  rollNumber: string;
  onBack: () => void;
  onRegistered: (requiresVerification: boolean) => void;
}

/** Step 2: account details. The roll number comes from step 1; names come from the roll on the server. */
export function AccountStep({ rollNumber, onBack, onRegistered }: AccountStepProps) {
  const register = useRegisterLawyer();
  const form = useForm<Values>({
    initialValues: { email: '', password: '', confirmPassword: '', phone: '' },
    validate: (values) => ({
      ...validateFields({ ...values, rollNumber }),
      ...(values.confirmPassword !== values.password ? { confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch } : {}),
    }),
  });

  const submit = form.onSubmit(({ confirmPassword: _confirm, ...values }) =>
    register.mutate(
      { ...values, rollNumber, phone: values.phone || null },
      {
        onSuccess: (answer) => {
          notifyOnTopic('registration', {
            color: 'green',
            message: 'Registration successful! Please upload verification documents.',
          });
          onRegistered(answer.requiresVerification ?? false);
        },
        onError: (error) =>
          notifyOnTopic('registration', {
            color: 'red',
            title: 'Registration failed',
            message: showServerErrors(form, error, 'Registration failed'),
          }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
          context={{ email: form.values.email }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={register.isPending}>
            Create account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
