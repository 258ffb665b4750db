import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { lawyerProfileSchema } from '@batas/shared/schemas/lawyer-profile';
import type { ReactNode } from 'react';
import { showServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/zod-form';
import type { Lawyer } from '@batas/shared/contracts/lawyers';
import { useUpdateLawyer } from '../../api/lawyer-profile';
import { AboutFields } from './about-fields';
import { EntryListFields, ENTRY_SECTIONS } from './entry-list-fields';
import { NameFields } from './name-fields';
import { OfficeFields } from './office-fields';
import { ProfilePictureUpload } from './profile-picture-upload';
import { toFormValues, toProfileInput, type ProfileFormValues } from './profile-form-values';

const validateInput = zodFormValidator<unknown>(lawyerProfileSchema);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * /lawyers/{id}/edit: every editable field of a lawyer profile. `canCorrectNames`: staff who correct profiles also
 * get the roll's names as fields (the server audits what they change); the owner sees them as text.
 */
export function LawyerProfileForm({
  lawyer,
  onSaved,
  canCorrectNames = false,
}: {
  lawyer: Lawyer;
  onSaved: () => void;
  canCorrectNames?: boolean;
}) {
  const update = useUpdateLawyer(lawyer._id);
  const form = useForm<ProfileFormValues>({
    initialValues: toFormValues(lawyer, { withNames: canCorrectNames }),
    validate: (values) => validateInput(toProfileInput(values, lawyer)),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(toProfileInput(values, lawyer), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Profile updated successfully!' });
        onSaved();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Profile update failed',
          message: showServerErrors(form, error, 'Failed to update profile'),
        }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Section title="Profile">
          <Group align="flex-start" wrap="wrap" gap="xl">
            <ProfilePictureUpload lawyerId={lawyer._id} image={lawyer.profileImage ?? null} />
            <div>
              <Text fw={700} size="lg">
                {lawyer.fullName}
              </Text>
              <Text c="dimmed" size="sm">
                Roll number {lawyer.rollNumber}.{' '}
                {canCorrectNames
                  ? 'Names come from the Roll of Attorneys: correct them below only where the roll spells them wrong. The change is kept in the audit log.'
                  : 'Names come from the Roll of Attorneys; ask an administrator to correct them.'}
              </Text>
            </div>
          </Group>
          {canCorrectNames && <NameFields form={form} />}
        </Section>
        <Section title="About">
          <AboutFields form={form} />
        </Section>
        {(Object.keys(ENTRY_SECTIONS) as Array<keyof typeof ENTRY_SECTIONS>).map((list) => (
          <Section key={list} title={ENTRY_SECTIONS[list].title}>
            <EntryListFields form={form} list={list} />
          </Section>
        ))}
        <Section title="Office and notary">
          <OfficeFields form={form} />
        </Section>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={update.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
