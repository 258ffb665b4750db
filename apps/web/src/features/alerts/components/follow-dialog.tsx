import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { AlertFrequency } from '@batas/shared/constants';
import type { Alert, CreateAlertBody } from '@batas/shared/contracts/alerts';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useCreateAlert, useDeleteAlert, useUpdateAlert } from '../api/alert-mutations';
import { FREQUENCY_OPTIONS } from '../utils/frequency';

export interface FollowDialogProps {
  opened: boolean;
  onClose: () => void;
  /** 'Follow this document' or 'Follow this search'. */
  title: string;
  /** What is followed, in words. */
  subject: string;
  /** What is new for it, in words ('New decisions that cite it'). */
  explanation: string;
  /** The alert to make (without its frequency). */
  request: Omit<CreateAlertBody, 'frequency'>;
  /** The alert that already follows it, to change or stop. */
  existing?: Alert | null;
}

/** Follow (or stop following) with a daily or weekly digest e-mailed at 7:00 Philippine time. */
export default function FollowDialog({
  opened,
  onClose,
  title,
  subject,
  explanation,
  request,
  existing,
}: FollowDialogProps) {
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [frequency, setFrequency] = useState<AlertFrequency>(existing?.frequency ?? 'daily');
  const failed = (what: string) => (error: Error) => notifyFailure(what, error.message);

  const submit = () => {
    if (existing)
      update.mutate(
        { id: existing.id, frequency, active: true },
        { onSuccess: () => (notifySuccess('Alert updated'), onClose()), onError: failed('Could not update the alert') },
      );
    else
      create.mutate({ ...request, frequency } as CreateAlertBody, {
        onSuccess: () => (notifySuccess('You will get an e-mail when something new arrives'), onClose()),
        onError: failed('Could not follow'),
      });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {subject}
            </Text>
            <Text size="sm" c="dimmed">
              {explanation} An e-mail lists them; nothing new, no e-mail.
            </Text>
          </div>
          <Radio.Group
            label="Digest"
            description="Times are Philippine time."
            value={frequency}
            onChange={(value) => setFrequency(value as AlertFrequency)}
          >
            <Stack gap={6} mt={6}>
              {FREQUENCY_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
          {existing?.status === 'paused' && (
            <Text size="sm">This alert is paused: saving turns its e-mails back on.</Text>
          )}
          <Group justify="space-between" gap="sm">
            {existing ? (
              <Button
                variant="default"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(existing.id, {
                    onSuccess: () => (notifySuccess('Alert deleted'), onClose()),
                    onError: failed('Could not stop the alert'),
                  })
                }
              >
                Stop following
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {existing ? 'Save' : 'Follow'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
