import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileFormValues } from './profile-form-values';

/** Notary commission, office address and social media links. */
export function OfficeFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  return (
    <Stack>
      <Checkbox label="I am a notary public" {...form.getInputProps('isNotaryPublic', { type: 'checkbox' })} />
      {form.values.isNotaryPublic && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Notary commission number" {...form.getInputProps('notaryCommissionNumber')} />
          <TextInput label="Commission expiry" type="date" {...form.getInputProps('notaryCommissionExpiry')} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Office street" {...form.getInputProps('officeAddress.street')} />
        <TextInput label="City" {...form.getInputProps('officeAddress.city')} />
        <TextInput label="Province" {...form.getInputProps('officeAddress.province')} />
        <TextInput label="ZIP code" {...form.getInputProps('officeAddress.zipCode')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="LinkedIn" placeholder="https://" {...form.getInputProps('socialMedia.linkedin')} />
        <TextInput label="Facebook" placeholder="https://" {...form.getInputProps('socialMedia.facebook')} />
        <TextInput label="Twitter / X" placeholder="https://" {...form.getInputProps('socialMedia.twitter')} />
      </SimpleGrid>
    </Stack>
  );
}
