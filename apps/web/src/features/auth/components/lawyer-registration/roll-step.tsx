import { formatLawyerName } from '@batas/shared/names';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES } from '@batas/shared/schemas/accounts';
import { formatLongUsDate } from '@batas/shared/dates';
import { serverMessage } from '@/lib/form-errors';
import { notifyOnTopic } from '@/lib/notify';
import { useValidateRoll } from '../../api/register';
import type { RollEntry } from '@batas/shared/contracts/auth';

interface RollStepProps {
  entry: RollEntry | null;
  onValidated: (entry: RollEntry) => void;
  onNext: () => void;
}

/** Step 1: the roll number is checked against the Roll of Attorneys; the names it answers are shown. */
export function RollStep({ entry, onValidated, onNext }: RollStepProps) {
  const validate = useValidateRoll();
  const form = useForm({
    initialValues: { rollNumber: entry?.rollNumber ?? '' },
    validate: { rollNumber: (value) => (value.trim() ? null : ACCOUNT_MESSAGES.rollNumberRequired) },
  });

  const submit = form.onSubmit(({ rollNumber }) =>
    validate.mutate(rollNumber.trim(), {
      // One toast per check: each result replaces the last one, so no stale error outlives a successful check.
      onSuccess: (found) => {
        form.clearFieldError('rollNumber');
        notifyOnTopic('roll-check', { color: 'green', message: 'Roll number validated successfully!' });
        onValidated(found);
      },
      onError: (error) => {
        const message = serverMessage(error, 'Roll number validation failed');
        form.setFieldError('rollNumber', message);
        notifyOnTopic('roll-check', { color: 'red', message });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Roll number"
          description="Your number in the Supreme Court's Roll of Attorneys"
          required
          {...form.getInputProps('rollNumber')}
        />
        {entry && (
          <Alert color="green" title="Roll entry found">
            <Text fw={600}>
              {formatLawyerName([entry.firstName, entry.middleName, entry.lastName].filter(Boolean).join(' '))}
            </Text>
            <Text size="sm">
              Roll number {entry.rollNumber}
              {entry.admissionDate ? ` · admitted ${formatLongUsDate(entry.admissionDate)}` : ''}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant={entry ? 'default' : 'filled'} loading={validate.isPending}>
            Validate roll number
          </Button>
          {entry && <Button onClick={onNext}>Next</Button>}
        </Group>
      </Stack>
    </form>
  );
}
