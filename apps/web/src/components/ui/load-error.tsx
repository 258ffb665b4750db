import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';

interface LoadErrorProps {
  /** The screen's own failure text ('Failed to load articles'). */
  message: string;
  /** The failure, when known: a 400's own reason is more useful to the reader than the generic text. */
  error?: unknown;
  onRetry: () => void;
  /** Disables the button while the retry runs. */
  retrying?: boolean;
}

// Mantine's light-variant red title on its pale background fails axe's contrast check: the darkest red passes.
export const DARK_TITLE = { title: { color: 'var(--mantine-color-red-9)' } };

/** A request that failed, said plainly, with a way to try again: never made-up content in its place. */
export function LoadError({ message, error, onRetry, retrying = false }: LoadErrorProps) {
  const reason = isApiError(error) && error.status === 400 ? error.message : null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={message} role="alert" styles={DARK_TITLE}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{reason ?? 'The server could not be reached or had a problem. Please try again.'}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
