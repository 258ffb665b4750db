import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { profileUpdateSchema } from '@batas/shared/schemas/accounts';
import { showServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/zod-form';
import { useUpdateAccount, type AccountUser } from '../api/account';

type Values = { firstName: string; middleName: string; lastName: string; phone: string };

/** /settings: name and phone. */
export function AccountSettingsForm({ user }: { user: AccountUser }) {
  const update = useUpdateAccount();
  const form = useForm<Values>({
    initialValues: {
      firstName: user.firstName ?? '',
      middleName: user.middleName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
    },
    validate: zodFormValidator<Values>(profileUpdateSchema),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Profile updated successfully!' }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Profile update failed',
          message: showServerErrors(form, error, 'Failed to update profile'),
        }),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          Personal information
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First name" required {...form.getInputProps('firstName')} />
          <TextInput label="Middle name" {...form.getInputProps('middleName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
