import { ActionIcon, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ProfileFormValues } from './profile-form-values';

type ListKey = 'education' | 'experience' | 'certifications' | 'qualifications';
interface Field {
  key: string;
  label: string;
  kind?: 'text' | 'long' | 'check';
}

/** The four repeatable sections of a profile, one row per entry. */
export const ENTRY_SECTIONS: Record<ListKey, { title: string; noun: string; fields: Field[] }> = {
  education: {
    title: 'Education',
    noun: 'education',
    fields: [
      { key: 'institution', label: 'Institution' },
      { key: 'degree', label: 'Degree' },
      { key: 'year', label: 'Year' },
    ],
  },
  experience: {
    title: 'Experience',
    noun: 'experience',
    fields: [
      { key: 'position', label: 'Position' },
      { key: 'organization', label: 'Organization' },
      { key: 'startDate', label: 'Start date' },
      { key: 'endDate', label: 'End date' },
      { key: 'current', label: 'I work here now', kind: 'check' },
      { key: 'description', label: 'Description', kind: 'long' },
    ],
  },
  certifications: {
    title: 'Certifications',
    noun: 'certification',
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'issuingOrganization', label: 'Issuing organization' },
      { key: 'issueDate', label: 'Issue date' },
      { key: 'expiryDate', label: 'Expiry date' },
      { key: 'credentialId', label: 'Credential ID' },
      { key: 'description', label: 'Description', kind: 'long' },
    ],
  },
  qualifications: {
    title: 'Qualifications',
    noun: 'qualification',
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'issuingBody', label: 'Issuing body' },
      { key: 'dateObtained', label: 'Date obtained' },
      { key: 'description', label: 'Description', kind: 'long' },
    ],
  },
};

export function EntryListFields({ form, list }: { form: UseFormReturnType<ProfileFormValues>; list: ListKey }) {
  const section = ENTRY_SECTIONS[list];
  const rows = form.values[list];
  const blank = Object.fromEntries(section.fields.map((field) => [field.key, field.kind === 'check' ? false : '']));
  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          No {section.noun} entries yet.
        </Text>
      )}
      {rows.map((_row, index) => (
        <Card key={index} withBorder padding="sm">
          <Group justify="flex-end" mb={4}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${section.noun} ${index + 1}`}
              onClick={() => form.removeListItem(list, index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {section.fields.map((field) => {
              const path = `${list}.${index}.${field.key}`;
              if (field.kind === 'check')
                return (
                  <Checkbox
                    key={field.key}
                    label={field.label}
                    mt="lg"
                    {...form.getInputProps(path, { type: 'checkbox' })}
                  />
                );
              if (field.kind === 'long')
                return (
                  <Textarea key={field.key} label={field.label} autosize minRows={2} {...form.getInputProps(path)} />
                );
              return <TextInput key={field.key} label={field.label} {...form.getInputProps(path)} />;
            })}
          </SimpleGrid>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem(list, { ...blank })}
        >
          Add {section.noun}
        </Button>
      </Group>
    </Stack>
  );
}
