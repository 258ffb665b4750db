import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

interface RejectClaimModalProps {
  opened: boolean;
  claimant: string;
  loading: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** A rejection always says why: the claimant sees the reason and may try again. Keyed per claim by the parent, so it starts empty. */
export function RejectClaimModal({ opened, claimant, loading, onReject, onCancel }: RejectClaimModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => (reason.trim() ? onReject(reason.trim()) : setError('A reason is required'));
  return (
    <Modal opened={opened} onClose={onCancel} title={`Reject claim by ${claimant}`} centered>
      <Stack>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red.9" loading={loading} onClick={submit}>
            Reject Claim
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
