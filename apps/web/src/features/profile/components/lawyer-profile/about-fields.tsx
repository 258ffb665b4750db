import { SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LAWYER_PRACTICE_AREAS, LIMITS } from '@batas/shared/constants';
import type { ProfileFormValues } from './profile-form-values';

/** Contact details, bio (at most 1000 characters) and the lists of practice areas, specializations and languages. */
export function AboutFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  const bio = form.values.bio;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Public email" type="email" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
        <TextInput label="Website" placeholder="https://" {...form.getInputProps('website')} />
        <TextInput label="Law firm" {...form.getInputProps('lawFirm')} />
      </SimpleGrid>
      <TextInput label="Address" {...form.getInputProps('address')} />
      <Textarea
        label="Bio"
        autosize
        minRows={4}
        maxLength={LIMITS.bioMax}
        description={`${bio.length}/${LIMITS.bioMax} characters`}
        {...form.getInputProps('bio')}
      />
      <TagsInput
        label="Practice areas"
        data={[...LAWYER_PRACTICE_AREAS]}
        clearable
        {...form.getInputProps('practiceAreas')}
      />
      <TagsInput
        label="Specializations"
        description="Press Enter after each"
        clearable
        {...form.getInputProps('specializations')}
      />
      <TagsInput
        label="Languages"
        data={['English', 'Filipino', 'Cebuano', 'Ilocano', 'Hiligaynon', 'Spanish', 'Mandarin']}
        clearable
        {...form.getInputProps('languages')}
      />
    </Stack>
  );
}
