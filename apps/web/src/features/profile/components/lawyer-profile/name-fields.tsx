import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileFormValues } from './profile-form-values';

/** The roll's names, for the staff who correct them (only those changed are sent). */
export function NameFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
      <TextInput label="First name" required {...form.getInputProps('firstName')} />
      <TextInput label="Middle name" {...form.getInputProps('middleName')} />
      <TextInput label="Last name" required {...form.getInputProps('lastName')} />
    </SimpleGrid>
  );
}
